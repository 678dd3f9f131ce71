#!/bin/bash
# One run, every ruleset, full and lean: before (61ad07b), the last session's main (7be3331) and now (main).
# usage: final.sh <after-dir>   (dirs are clones built with package -DskipTests; the tool runs from the after dir)
set -u
# kept as it ran on 2026-11-28 06:35 UTC: /tmp/m/lb and /tmp/m/cur are clones of 61ad07b and 7be3331, the argument
# one of 25a5021, each built with ./mvnw -o -q package -DskipTests (the argument also with test-compile and
# dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-classpath.txt for the tool)
AFTER=$1
CP="$AFTER/target/test-classes:$AFTER/target/classes:$(cat $AFTER/target/test-classpath.txt)"
run() { java -cp "$CP" ziggurat.load.LoadRun "$@"; }
start() { # name dir http mgmt db
  rm -rf /tmp/m/db-$1; mkdir -p /tmp/m/db-$1
  ZIGGURAT_EVENT_LOOP_MOVES=true ZIGGURAT_EMBEDDED_DB_PORT=$5 ZIGGURAT_EMBEDDED_DB_DIR=/tmp/m/db-$1 \
  QUARKUS_HTTP_PORT=$3 QUARKUS_MANAGEMENT_PORT=$4 \
    nohup java -jar $2/target/quarkus-app/quarkus-run.jar > /tmp/m/svc-$1.log 2>&1 &
  echo $! > /tmp/m/pid-$1
  for i in $(seq 1 120); do curl -sf localhost:$4/q/health/ready >/dev/null && break; sleep 1; done
}
start before /tmp/m/lb 8391 9391 15391
start mid /tmp/m/cur 8392 9392 15392
start after $AFTER 8393 9393 15393
declare -A URL=([before]=http://localhost:8391 [mid]=http://localhost:8392 [after]=http://localhost:8393)
declare -A PID=([before]=$(cat /tmp/m/pid-before) [mid]=$(cat /tmp/m/pid-mid) [after]=$(cat /tmp/m/pid-after))
echo "pids ${PID[before]} ${PID[mid]} ${PID[after]}; commits: before $(git -C /tmp/m/lb rev-parse --short HEAD) mid $(git -C /tmp/m/cur rev-parse --short HEAD) after $(git -C $AFTER rev-parse --short HEAD)"
echo "LOAD BEFORE RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
for ruleset in tigris contest-of-kings attika qin; do for protocol in full lean; do for svc in before mid after; do
  run --url ${URL[$svc]} --ruleset $ruleset --clients 16 --warmup 6 --seconds 8 --protocol $protocol > /dev/null 2>&1
done; done; done
echo "WARMED $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
echo "=== ceiling and half peak, after, contest lean"
run --url ${URL[after]} --ruleset contest-of-kings --clients 16 --warmup 5 --seconds 20 --protocol lean --pid ${PID[after]} \
    --half-peak true --jdbc "jdbc:postgresql://localhost:15393/postgres?user=postgres" --ceiling-seconds 10 2>&1
for ruleset in tigris contest-of-kings attika qin; do for protocol in full lean; do for svc in before mid after; do
  echo "=== $svc $ruleset $protocol start $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg)"
  run --url ${URL[$svc]} --ruleset $ruleset --clients 16 --warmup 5 --seconds 20 --pid ${PID[$svc]} --protocol $protocol 2>&1
done; done; done
echo "=== half peak, before, contest lean"
run --url ${URL[before]} --ruleset contest-of-kings --clients 16 --warmup 5 --seconds 20 --protocol lean --pid ${PID[before]} --half-peak true 2>&1
echo "LOAD AFTER RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
kill ${PID[before]} ${PID[mid]} ${PID[after]}
