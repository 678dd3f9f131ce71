#!/bin/bash
# one-run HTTP measurement: before (61ad07b) and after (main, event loop on), every ruleset, full and lean
set -u
CP="/tmp/m/ja/target/test-classes:/tmp/m/ja/target/classes:$(cat /tmp/m/ja/target/test-classpath.txt)"
run() { java -cp "$CP" ziggurat.load.LoadRun "$@"; }
start() { # name jar-dir http mgmt db loop
  rm -rf /tmp/m/db-$1; mkdir -p /tmp/m/db-$1
  ZIGGURAT_EVENT_LOOP_MOVES=$6 ZIGGURAT_EMBEDDED_DB_PORT=$5 ZIGGURAT_EMBEDDED_DB_DIR=/tmp/m/db-$1 \
  QUARKUS_HTTP_PORT=$3 QUARKUS_MANAGEMENT_PORT=$4 \
    nohup java -jar /tmp/m/$2/target/quarkus-app/quarkus-run.jar > /tmp/m/svc-$1.log 2>&1 &
  echo $! > /tmp/m/pid-$1
  for i in $(seq 1 120); do curl -sf localhost:$4/q/health/ready >/dev/null && break; sleep 1; done
}
start before lb 8391 9391 15391 false
start after ja 8392 9392 15392 true
PB=$(cat /tmp/m/pid-before); PA=$(cat /tmp/m/pid-after)
echo "pids before=$PB after=$PA"; echo "LOAD BEFORE RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
for ruleset in tigris contest-of-kings attika qin; do for protocol in full lean; do
  run --url http://localhost:8391 --ruleset $ruleset --clients 16 --warmup 6 --seconds 6 --protocol $protocol > /dev/null 2>&1
  run --url http://localhost:8392 --ruleset $ruleset --clients 16 --warmup 6 --seconds 6 --protocol $protocol > /dev/null 2>&1
done; done
echo "WARMED $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
echo "=== ceiling and half peak, after, contest lean"
run --url http://localhost:8392 --ruleset contest-of-kings --clients 16 --warmup 5 --seconds 20 --protocol lean --pid $PA \
    --half-peak true --jdbc "jdbc:postgresql://localhost:15392/postgres?user=postgres" --ceiling-seconds 10 2>&1
for ruleset in tigris contest-of-kings attika qin; do for protocol in full lean; do
  for svc in before after; do
    if [ $svc = before ]; then url=http://localhost:8391; pid=$PB; else url=http://localhost:8392; pid=$PA; fi
    echo "=== $svc $ruleset $protocol start $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg)"
    run --url $url --ruleset $ruleset --clients 16 --warmup 5 --seconds 20 --pid $pid --protocol $protocol 2>&1
  done
done; done
echo "=== half peak, before, contest lean"
run --url http://localhost:8391 --ruleset contest-of-kings --clients 16 --warmup 5 --seconds 20 --protocol lean --pid $PB \
    --half-peak true 2>&1
echo "LOAD AFTER RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
kill $PA $PB
