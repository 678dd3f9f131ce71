# The JVM build of Ziggurat. Build the application first (./mvnw package -DskipTests), then:
#   docker build -t ziggurat .
#   docker run -p 8080:8080 -p 127.0.0.1:9000:9000 -e QUARKUS_DATASOURCE_JDBC_URL=jdbc:postgresql://db:5432/ziggurat \
#       -e QUARKUS_DATASOURCE_USERNAME=ziggurat -e QUARKUS_DATASOURCE_PASSWORD=secret ziggurat
# Without the datasource variables the container starts its embedded PostgreSQL, with data in /data.
# Port 8080 is the API, for anyone; port 9000 is the management interface (/q/health/live, /q/health/ready,
# /q/metrics), for the operator's probes and scraper only: publish it to a private network, never to the public.
FROM eclipse-temurin:17-jre

ENV LANGUAGE='en_US:en' \
    ZIGGURAT_EMBEDDED_DB_DIR=/data/postgres \
    JAVA_OPTS_APPEND="-Xmx160m -Dquarkus.http.host=0.0.0.0 -Dquarkus.management.host=0.0.0.0"

RUN useradd --system --uid 185 --home-dir /deployments ziggurat \
    && mkdir -p /deployments /data && chown -R 185 /deployments /data

COPY --chown=185 target/quarkus-app/lib/ /deployments/lib/
COPY --chown=185 target/quarkus-app/*.jar /deployments/
COPY --chown=185 target/quarkus-app/app/ /deployments/app/
COPY --chown=185 target/quarkus-app/quarkus/ /deployments/quarkus/

USER 185
WORKDIR /deployments
VOLUME /data
EXPOSE 8080 9000
# exec, so the JVM receives SIGTERM and shuts down gracefully (in-flight requests finish, the pool closes)
ENTRYPOINT ["sh", "-c", "exec java $JAVA_OPTS_APPEND -jar /deployments/quarkus-run.jar"]
