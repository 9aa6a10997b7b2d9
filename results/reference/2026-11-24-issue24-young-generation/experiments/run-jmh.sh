#!/bin/bash
# The experiments of 2026-11-24 (docs/precision.md, "Writes: a young generation that grows into
# untouched memory"): one paired Parquet benchmark as the ci profile forks it (5 forks x (12 + 3) s,
# 20,000 rows, 2 GiB heap), plus extra JVM flags; then pmebench summarize and one line per row.
# usage: run-jmh.sh NAME read|write SPECS "extra jvm args"      e.g. run-jmh.sh w-xmn1228 write W1 -Xmn1228m
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE/../../../.."   # the repository
NAME=$1; KIND=$2; SPECS=$3; EXTRA=$4; WI=12; MI=3; BENCH=$([ $KIND = read ] && echo ParquetPairedReadBenchmark.readRound || echo ParquetPairedWriteBenchmark.writeRound)
D=${OUT:-/tmp/pme-experiments}/$NAME; rm -rf $D; mkdir -p $D
python3 - "$D" "$EXTRA" "$KIND" <<'PY'
import json,sys
r=json.load(open('results/reference/2026-11-24-issue24-reads-without-conf-parse/ci-1/run.json'))
extra=sys.argv[2].split()
r['resultFiles']=[f for f in r['resultFiles'] if sys.argv[3] in f["file"]]
for f in r['resultFiles']: f['jvmArgs']+=extra
r['arguments']=['experiment']+extra
json.dump(r,open(sys.argv[1]+'/run.json','w'),indent=1)
PY
start=$(date +%s)
java -jar target/benchmarks.jar org.pmebench.parquet.$BENCH -p spec=$SPECS -p rows=20000 -f 5 -wi $WI -w 1s -i $MI -r 1s \
  -jvmArgs "-Xms2g -Xmx2g -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,org.pmebench.paired.ModeFrames::shared $EXTRA" \
  -rf json -rff $D/jdk17-parquet-$KIND-intrinsics-on.json > $D/jmh.log 2>&1
echo "jmh $(( $(date +%s)-start )) s" >> $D/jmh.log
java -cp target/benchmarks.jar org.pmebench.cli.PmeBench summarize $D > /dev/null
python3 "$HERE/show.py" $D
