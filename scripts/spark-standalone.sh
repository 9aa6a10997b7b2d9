#!/usr/bin/env bash
# A real Spark standalone cluster on this machine, from the Spark jars the build puts in
# target/spark-home/jars: one master and one worker, each its own JVM, the way Spark's own
# sbin/start-master.sh and sbin/start-worker.sh start them. For trying the spark family's cluster
# path (spark-submit with target/spark-bench.jar) without a Spark installation:
#
#   scripts/spark-standalone.sh start        # prints the master URL, e.g. spark://127.0.0.1:7077
#   ./pmebench run --families spark --profile smoke --spark-master spark://127.0.0.1:7077
#   scripts/spark-standalone.sh stop
#
# Environment: SPARK_MASTER_PORT (7077), SPARK_MASTER_WEBUI_PORT (8080), SPARK_WORKER_CORES
# (all), SPARK_WORKER_MEMORY (4g), JAVA (the java to run them with). Logs and pid files in
# target/spark-standalone/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
home="$here/target/spark-home"
state="$here/target/spark-standalone"
port="${SPARK_MASTER_PORT:-7077}"
ui="${SPARK_MASTER_WEBUI_PORT:-8080}"
cores="${SPARK_WORKER_CORES:-$(nproc)}"
memory="${SPARK_WORKER_MEMORY:-4g}"
java="${JAVA:-java}"
url="spark://127.0.0.1:$port"
opens=()
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
  java.util.concurrent.atomic sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  opens+=("--add-opens=java.base/$p=ALL-UNNAMED")
done
"$java" -version 2>&1 | grep -q 'version "1\.' && opens=()   # JDK 8 has no modules

fail() { echo "spark-standalone: $*" >&2; exit 1; }

start_one() {  # name, main class, args...
  local name="$1" main="$2"
  shift 2
  if [ -f "$state/$name.pid" ] && kill -0 "$(cat "$state/$name.pid")" 2>/dev/null; then
    echo "spark-standalone: $name already runs (pid $(cat "$state/$name.pid"))"
    return
  fi
  # SPARK_HOME tells the worker where the jars of the executors it starts are; Spark's launcher
  # asks for the Scala version before it looks there (a distribution's bin/ scripts set it too).
  SPARK_HOME="$home" SPARK_SCALA_VERSION=2.12 nohup "$java" "${opens[@]}" -Xmx512m -cp "$home/jars/*" "$main" "$@" \
    >"$state/$name.log" 2>&1 &
  echo $! >"$state/$name.pid"
}

workers() {
  curl -fsS "http://127.0.0.1:$ui/json/" 2>/dev/null | python3 -c \
    'import json,sys; print(sum(1 for w in json.load(sys.stdin).get("workers", []) if w.get("state") == "ALIVE"))' \
    2>/dev/null || echo 0
}

case "${1:-}" in
  start)
    [ -d "$home/jars" ] || fail "$home/jars is missing: build it with ./mvnw -q package -DskipTests"
    mkdir -p "$state"
    start_one master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port "$ui"
    start_one worker org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores "$cores" --memory "$memory" \
      --work-dir "$state/work" "$url"
    for _ in $(seq 1 60); do
      if [ "$(workers)" -ge 1 ]; then
        echo "spark-standalone: master $url (web UI http://127.0.0.1:$ui), 1 worker with $cores cores and $memory"
        exit 0
      fi
      sleep 1
    done
    fail "no worker registered with $url within 60 s; see $state/master.log and $state/worker.log"
    ;;
  stop)
    for name in worker master; do
      if [ -f "$state/$name.pid" ]; then
        kill "$(cat "$state/$name.pid")" 2>/dev/null || true
        rm -f "$state/$name.pid"
      fi
    done
    echo "spark-standalone: stopped"
    ;;
  status)
    echo "spark-standalone: $url has $(workers) live worker(s)"
    ;;
  *)
    echo "usage: scripts/spark-standalone.sh start|stop|status" >&2
    exit 2
    ;;
esac
