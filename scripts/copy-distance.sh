#!/usr/bin/env bash
# Does glibc's memmove copy pyarrow's FLBA values slower when its 4K-aliasing rule sends one copy in four backward?
# One command, on this machine:
#   scripts/copy-distance.sh [--out DIR] [--values 20000] [--rounds 11] [--step 1]
# Builds scripts/copy-distance-cost.c and runs it twice: with glibc as it is, and with every copy over 513 bytes a
# forward `rep movsb` (GLIBC_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=513, which the rule does not apply to; glibc
# takes it only above its own minimum, 512 with AVX-512). Then scripts/copy-distance-summary.py sets the start
# distances that send a copy backward against the others -> DIR/as-is/, DIR/movsb/, DIR/summary.json and the table.
# About a minute at the defaults (4,096 start distances, 11 rounds each of 20,000 copies of 1 KiB).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/target/copy-distance
values=20000
rounds=11
step=1
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    --values) values=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --step) step=$2; shift 2 ;;
    *) echo "copy-distance.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
command -v cc > /dev/null || { echo "copy-distance.sh: needs a C compiler (cc)" >&2; exit 2; }
mkdir -p "$out/as-is" "$out/movsb"
cc -O2 -o "$out/cdc" "$top/scripts/copy-distance-cost.c"
cpu=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
family=$(grep -m1 "^cpu family" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
model=$(grep -m1 "^model[[:space:]]*:" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
machine="$cpu (family $family, model $model), $(nproc) CPUs"
tunable=glibc.cpu.x86_rep_movsb_threshold=513
for setting in as-is movsb; do
  echo "$machine" > "$out/$setting/machine.txt"
  echo "copy-distance.sh: $setting, $values copies of 1 KiB at every start distance ($step apart), $rounds rounds" >&2
  if [ $setting = movsb ]; then
    GLIBC_TUNABLES=$tunable "$out/cdc" "$values" 1024 "$rounds" "$step" 0 > "$out/$setting/copy-distance-cost.json"
  else
    "$out/cdc" "$values" 1024 "$rounds" "$step" 0 > "$out/$setting/copy-distance-cost.json"
  fi
done
# Whether this glibc took the tunable: its loader lists the value it would use.
loader=$(ls /lib64/ld-linux-x86-64.so.2 2> /dev/null || true)
if [ -n "$loader" ] && ! GLIBC_TUNABLES=$tunable "$loader" --list-tunables 2> /dev/null | grep -q "x86_rep_movsb_threshold: 0x201"; then
  echo "copy-distance.sh: this glibc did not take $tunable: the movsb column copies as glibc does by default" >&2
fi
python3 "$top/scripts/copy-distance-summary.py" "$out/as-is=glibc as it is" \
  "$out/movsb=copies over 513 B by rep movsb (GLIBC_TUNABLES)" --json "$out/summary.json"
