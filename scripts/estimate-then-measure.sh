#!/usr/bin/env bash
# estimate against the files family, one file at a time: for each file a fresh calibration and its estimate, then
# the files family's read of it at the ci profile, so that each estimate and its measurement are minutes apart on a
# host that drifts by the hour; then scripts/estimate-against-files.py --pairs over all of them.
#
# Usage: scripts/estimate-then-measure.sh OUT FILE.parquet...
#   OUT/N-NAME/: calibration/, estimate.json, estimate.txt, run/ (the files family's results), then OUT/against.md.
#   PROFILE=ci by default (PROFILE=quick for a first look).
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '/^# Usage/,/^set /s/^# \{0,1\}//p' "$0" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")/.." && pwd)"
out=$1
shift
for f in "$@"; do
  [ -f "$f" ] || { echo "estimate-then-measure: $f is not a file" >&2; exit 2; }
done
mkdir -p "$out"
pairs=()
n=0
for f in "$@"; do
  n=$((n + 1))
  dir="$out/$n-$(basename "$f" .parquet)"
  mkdir -p "$dir"
  echo "[$n/$#] $(date -u +%H:%M:%S) $f: calibration and estimate" >&2
  "$here/pmebench" estimate "$f" --calibration-cache "$dir/calibration" --recalibrate --json "$dir/estimate.json" \
    > "$dir/estimate.txt"
  echo "[$n/$#] $(date -u +%H:%M:%S) $f: the files family's read (profile ${PROFILE:-ci})" >&2
  "$here/pmebench" run --profile "${PROFILE:-ci}" --families files --files "$f" --files-operations read \
    --output "$dir/run" > "$dir/run.txt"
  pairs+=("$dir/run/summary.json" "$dir/estimate.json")
done
python3 "$here/scripts/estimate-against-files.py" --pairs "${pairs[@]}" > "$out/against.md"
cat "$out/against.md"
