#!/usr/bin/env bash
# Measures the gate on this machine. Runs the `ci` profile's Parquet benchmarks N times with the
# same build and JVM, M times with the AES intrinsics switched off (what a CPU without AES-NI
# costs) and K times with each calibrated regression of the encrypted path
# (--calibrated-regression; the levels in REGRESSIONS, default "10%"), then gates every run against
# the baseline and the identical runs against each other:
#   - an identical run that fails the gate is a false alarm;
#   - an intrinsics-off or regression run that passes it (gated with --ignore-variant) is a miss;
#     for regressions the script also counts the runs whose read geometric mean failed.
#
#   [REGRESSIONS="5% 10%"] scripts/gate-false-alarms.sh N M K OUT_DIR [BASELINE_SUMMARY] [GATE_CONFIG]
#
# Don't build or run anything else meanwhile. Each run takes ~6 min on 2 cores. Runs already in
# OUT_DIR are reused, so an interrupted measurement can be continued.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: $0 N M K OUT_DIR [BASELINE_SUMMARY] [GATE_CONFIG]"
n=${1:?$usage}
m=${2:?$usage}
k=${3:?$usage}
out=${4:?$usage}
baseline=${5:-results/gate/baseline-jdk17-ci.summary.json}
config=${6:-results/gate/gate.json}
regressions=${REGRESSIONS:-10%}
for r in $regressions; do
  [[ "$r" =~ ^[0-9]+(\.[0-9]+)?%$ ]] || { echo "REGRESSIONS: '$r' is not a percentage such as 10%" >&2; exit 2; }
done
[[ "$n" =~ ^[0-9]+$ && "$m" =~ ^[0-9]+$ && "$k" =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 2; }
test -f "$baseline" || { echo "no baseline summary at $baseline" >&2; exit 2; }
mkdir -p "$out"
jar="$out/benchmarks.jar"
test -f "$jar" || { test -f target/benchmarks.jar || ./mvnw -B -q package -DskipTests
  cp target/benchmarks.jar "$jar"; }   # a fixed copy: nothing rebuilds under the runs
pmebench() { java -Dpmebench.home=. -cp "$jar" org.pmebench.cli.PmeBench "$@"; }

run() {  # name option
  test -f "$out/$1/summary.json" && return
  rm -rf "${out:?}/$1"
  echo "$(date -u +%H:%M:%S) running $1 ($2)"
  pmebench run --profile ci --families parquet "$2" --output "$out/$1" > "$out/$1.log" 2>&1
}
for i in $(seq 1 "$n"); do run "on-$i" --variants=intrinsics-on; done
for i in $(seq 1 "$m"); do run "off-$i" --variants=intrinsics-off; done
slowed_name() { local r=${1%\%}; [ "$r" = 10 ] && echo slowed || echo "slowed${r//./_}pct"; }  # 10%: the old name
for r in $regressions; do
  for i in $(seq 1 "$k"); do run "$(slowed_name "$r")-$i" --calibrated-regression="$r"; done
done

gate() {  # baseline current report [options]
  local b=$1 c=$2 r=$3; shift 3
  local code=0
  pmebench gate --baseline "$b" --current "$c" --config "$config" "$@" > "$r" 2>&1 || code=$?
  case $code in 0) echo pass ;; 3) echo "no-baseline-of-this-machine" ;; *) echo FAIL ;; esac
}
echo "config $config: $(tr -d '\n ' < "$config")"
alarms=0
for i in $(seq 1 "$n"); do
  v=$(gate "$baseline" "$out/on-$i/summary.json" "$out/gate-baseline-on-$i.md")
  if [ "$v" = FAIL ]; then alarms=$((alarms + 1)); fi
  echo "  identical run $i vs baseline: $v $(grep -c '| FAIL' "$out/gate-baseline-on-$i.md" || true) failing row(s)"
done
echo "false alarms against the baseline: $alarms of $n runs"
pairs=0; pair_alarms=0
for i in $(seq 1 "$n"); do
  for j in $(seq 1 "$n"); do
    [ "$i" = "$j" ] && continue
    pairs=$((pairs + 1))
    [ "$(gate "$out/on-$i/summary.json" "$out/on-$j/summary.json" "$out/gate-on-$i-on-$j.md")" = pass ] \
      || pair_alarms=$((pair_alarms + 1))
  done
done
echo "false alarms between identical runs: $pair_alarms of $pairs ordered pairs"
misses() {  # run-name count label summary: gates each run that should fail, counts the passes
  local name=$1 count=$2 label=$3 missed=0 reads=0 v i
  for i in $(seq 1 "$count"); do
    v=$(gate "$baseline" "$out/$name-$i/summary.json" "$out/gate-baseline-$name-$i.md" --ignore-variant)
    [ "$v" = FAIL ] || missed=$((missed + 1))
    grep '| FAIL' "$out/gate-baseline-$name-$i.md" | grep -q 'Read.*geometric mean' && reads=$((reads + 1))
    echo "  $label run $i vs baseline: $v; failing rows:"
    grep '| FAIL' "$out/gate-baseline-$name-$i.md" | cut -d'|' -f2,6,7,8,9,10 | sed 's/^/    /' || true
  done
  echo "$4 the gate missed: $missed of $count; a read geometric mean failed in $reads of $count"
}
misses off "$m" intrinsics-off "intrinsics-off runs"
for r in $regressions; do
  misses "$(slowed_name "$r")" "$k" "regression +$r" "calibrated $r regressions"
done
grep -h "Smallest regression" "$out"/gate-baseline-on-*.md | sort | uniq -c | head -3
