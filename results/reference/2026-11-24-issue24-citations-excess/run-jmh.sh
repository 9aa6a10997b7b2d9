#!/bin/bash
# One paired parking benchmark as the ci profile forks it (5 forks x (12 + 3) s, 20,000 generated
# citations, SunJCE, 2 GiB heap with the young generation fixed), then pmebench summarize and one
# line per row (../2026-11-24-issue24-young-generation/experiments/show.py).
# usage: run-jmh.sh NAME BENCHMARK COLUMNS [extra JMH args]
#   e.g. run-jmh.sh sensitive-only ParkingPairedReadSensitiveColumnsBenchmark sensitive
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE/../../.."   # the repository
NAME=$1; BENCH=$2; COLUMNS=$3; shift 3
D=$HERE/$NAME; rm -rf "$D"; mkdir -p "$D"
python3 - "$D" <<'PY'
import json,sys
r=json.load(open('results/reference/2026-11-24-issue24-young-generation/columns-sunjce/run.json'))
r['resultFiles']=[dict(r['resultFiles'][0], file='jdk17-parking-read-intrinsics-on.json')]
r['arguments']=['experiment']
json.dump(r,open(sys.argv[1]+'/run.json','w'),indent=1)
PY
start=$(date +%s)
java -jar target/benchmarks.jar "org.pmebench.parking.$BENCH.readRound" -p spec=R1 -p rows=20000 -p csv=generated \
  -p io=memory -p provider=SunJCE -p columns=$COLUMNS -p encrypted=AES_GCM_V1+AES_GCM_CTR_V1 \
  -f 5 -wi 12 -w 1s -i 3 -r 1s "$@" \
  -jvmArgs "-Xms2g -Xmx2g -Xmn1228m -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,org.pmebench.paired.ModeFrames::shared" \
  -rf json -rff "$D/jdk17-parking-read-intrinsics-on.json" > "$D/jmh.log" 2>&1
echo "jmh $(( $(date +%s)-start )) s" >> "$D/jmh.log"
java -cp target/benchmarks.jar org.pmebench.cli.PmeBench summarize "$D" > /dev/null
python3 "$HERE/../2026-11-24-issue24-young-generation/experiments/show.py" "$D"
