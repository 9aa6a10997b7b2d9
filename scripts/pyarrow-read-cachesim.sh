#!/usr/bin/env bash
# What pyarrow's encrypted read touches in memory beyond the plaintext read, counted rather than timed: the reads of
# scripts/pyarrow-decrypt-cost.py under callgrind's cache simulator, each read's instructions, data references and
# misses written out apart (scripts/callgrind-requests.c), for a last-level cache of each size given. Counts do not
# drift with the host: the same binary and input give the same numbers.
#   scripts/pyarrow-read-cachesim.sh [--python PY] [--out DIR] [--reads 6] [--rows 20000] [--ll 2097152]
# -> DIR/ll-<bytes>/callgrind.out.*.gz (a dump per counted read) and DIR/cachesim.json (scripts/cachesim-summary.py): per file, the mean per read.
# Valgrind shows the program a processor without AVX-512, so OpenSSL and Arrow take their AVX2 paths here.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
py=$top/target/peers/python/venv/bin/python
out=$top/target/pyarrow-read-cachesim
reads=6
rows=20000
lls=2097152
while [ $# -gt 0 ]; do
  case $1 in
    --python) py=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --reads) reads=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    --ll) lls=$2; shift 2 ;;
    *) echo "pyarrow-read-cachesim.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
[ -x "$py" ] || { echo "pyarrow-read-cachesim.sh: no python at $py: run pmebench run --families peers once, or give --python" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "pyarrow-read-cachesim.sh: needs valgrind" >&2; exit 2; }
[ -f /usr/include/valgrind/callgrind.h ] || { echo "pyarrow-read-cachesim.sh: needs valgrind's headers (callgrind.h)" >&2; exit 2; }
mkdir -p "$out"
cc -O2 -shared -fPIC -o "$out/callgrind-requests.so" "$top/scripts/callgrind-requests.c"
cpu=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
family=$(grep -m1 "^cpu family" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
model=$(grep -m1 "^model[[:space:]]*:" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
echo "$cpu (family $family, model $model), $(nproc) CPUs; pyarrow $("$py" -c "import pyarrow; print(pyarrow.__version__)"), $(echo "$rows" | sed ":a;s/\B[0-9]\{3\}\>/,&/;ta") rows" > "$out/machine.txt"
# The first-level caches as this processor reports them (valgrind's size,ways,line); the last level as asked, 16-way.
level1() {
  local c
  for c in /sys/devices/system/cpu/cpu0/cache/index*; do
    if [ "$(cat "$c/level")" = 1 ] && [ "$(cat "$c/type")" = "$1" ]; then
      echo "$(( $(tr -d K < "$c/size") * 1024 )),$(cat "$c/ways_of_associativity"),$(cat "$c/coherency_line_size")"
    fi
  done
}
d1=$(level1 Data)
i1=$(level1 Instruction)
said() { IFS=, read -r size ways _ <<< "$1"; echo "$((size / 1024)) KiB $ways-way"; }
echo "$(valgrind --version); the first-level caches this processor reports, data $(said "$d1") and instructions $(said "$i1")" >> "$out/machine.txt"
for ll in ${lls//,/ }; do
  dir=$out/ll-$ll
  rm -rf "$dir"; mkdir -p "$dir"
  echo "last level $ll bytes: $reads reads of each file under callgrind (minutes)"
  valgrind --tool=callgrind --dump-line=no --cache-sim=yes --D1="$d1" --I1="$i1" --LL="$ll,16,64" \
    --callgrind-out-file="$dir/callgrind.out" "$py" "$top/scripts/pyarrow-decrypt-cost.py" simulate \
    --rows "$rows" --reads "$reads" --requests-lib "$out/callgrind-requests.so" > "$dir/valgrind.log" 2>&1 \
    || { echo "callgrind failed: $dir/valgrind.log" >&2; exit 1; }
  # Only the counted reads' dumps are kept, compressed: not the start-up's nor the warm-up's.
  for f in "$dir"/callgrind.out*; do
    grep -q "^desc: Trigger: Client Request: [0-9]*-" "$f" && gzip -9 "$f" || rm "$f"
  done
done
python3 "$top/scripts/cachesim-summary.py" "$out" --json "$out/cachesim.json"
