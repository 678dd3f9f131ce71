#!/bin/bash
# gzip level: main at the default level (ja jar... rebuilt? no: c32a681 classes) against level 1 (jc), and before (lb)
set -u
CP="/tmp/m/ja/target/test-classes:/tmp/m/ja/target/classes:$(cat /tmp/m/ja/target/test-classpath.txt)"
run() { java -cp "$CP" ziggurat.load.LoadRun "$@"; }
start() { rm -rf /tmp/m/db-$1; mkdir -p /tmp/m/db-$1
  ZIGGURAT_EVENT_LOOP_MOVES=$6 ZIGGURAT_EMBEDDED_DB_PORT=$5 ZIGGURAT_EMBEDDED_DB_DIR=/tmp/m/db-$1 QUARKUS_HTTP_PORT=$3 QUARKUS_MANAGEMENT_PORT=$4 \
    nohup java -jar /tmp/m/$2/target/quarkus-app/quarkus-run.jar > /tmp/m/svc-$1.log 2>&1 &
  echo $! > /tmp/m/pid-$1
  for i in $(seq 1 120); do curl -sf localhost:$4/q/health/ready >/dev/null && break; sleep 1; done; }
start before lb 8391 9391 15391 false
start lvl6 jd 8392 9392 15392 true
start lvl1 jc 8393 9393 15393 true
declare -A PORT=([before]=8391 [lvl6]=8392 [lvl1]=8393)
declare -A PID=([before]=$(cat /tmp/m/pid-before) [lvl6]=$(cat /tmp/m/pid-lvl6) [lvl1]=$(cat /tmp/m/pid-lvl1))
echo "LOAD BEFORE RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
for ruleset in qin contest-of-kings; do for protocol in full lean; do for svc in before lvl6 lvl1; do
  run --url http://localhost:${PORT[$svc]} --ruleset $ruleset --clients 16 --warmup 6 --seconds 4 --protocol $protocol > /dev/null 2>&1
done; done; done
echo "WARMED $(date -u +%H:%M:%S)"
for ruleset in qin contest-of-kings; do for protocol in full lean; do for svc in before lvl6 lvl1; do
  echo "=== $svc $ruleset $protocol start $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg)"
  run --url http://localhost:${PORT[$svc]} --ruleset $ruleset --clients 16 --warmup 5 --seconds 15 --pid ${PID[$svc]} --protocol $protocol 2>&1 | grep -E "^moves:|^answers:|^CPU per move|POST /moves"
done; done; done
echo "LOAD AFTER RUN: $(cat /proc/loadavg) $(date -u +%H:%M:%S)"
kill ${PID[before]} ${PID[lvl6]} ${PID[lvl1]}
