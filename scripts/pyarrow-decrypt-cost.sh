#!/usr/bin/env bash
# Where pyarrow's extra CPU on an encrypted read goes, on this machine, in one command:
#   scripts/pyarrow-decrypt-cost.sh [--python PY] [--out DIR] [--reps 3] [--seconds 4] [--rows 20000]
#                                   [--columns a,b] [--count-only | --no-count] [--count-slots gcm,gcmCtr,plaintext]
#                                   [--openssl PREFIX] [--copies] [--frequency 1999]
#                                   [--no-context-cost] [--annotate SYMBOL] [--forward] [--cache as-is|warm|cold]
# 1. counts (gdb): per read of the AES_GCM_V1 and AES_GCM_CTR_V1 file, the decryptions (data keys unwrapped,
#    column metadata, footer, pages and their headers) and the OpenSSL cipher contexts created, fetched and keyed
#    (the wheel links OpenSSL in; its symbols are local, so only a debugger or a profiler sees them)
#    -> DIR/count-<slot>.json
# 2. profiles (perf, cpu-clock): --reps processes, each reading the plaintext file, the plaintext file written again
#    (the A/A control), the GCM and the GCM-CTR file in turn, in an order shuffled each round; each file's reads
#    sampled by a perf of its own, then scripts/native-profile-groups.py -> DIR/attribution.json and the table
# 3. the cost of a new context per module against one reused (scripts/openssl-context-cost.c), against this
#    system's OpenSSL and, with --openssl, the one installed under PREFIX -> DIR/context-cost-*.json (skipped with
#    --no-context-cost: it takes seconds)
# --frequency HZ: perf's sampling rate; 0 runs the same processes without perf (their CPU per read only), to see what
#    the profiler itself adds to each file's reads
# --annotate SYMBOL: also write perf annotate's samples per instruction of SYMBOL for each file's reads
#    -> DIR/<n>-<slot>.annotate (where inside a function the extra time sits)
# --forward: each process runs under scripts/copy-forward.c (LD_PRELOAD), which makes every copy of 512 bytes or
#    more in pieces of 512, so that none takes glibc's backward loop
# --cache warm: each timed read follows an untimed read of the same file; --cache cold: 64 MiB written just before
#    each timed read (neither inside its clock nor its profile); as-is (the default): whatever the read before left
# --copies: each process also runs under scripts/copy-census.c (LD_PRELOAD), which counts every memcpy and memmove
#    call by caller and times each with rdtsc, per file -> DIR/<n>-copies.tsv(.reads, .slots)
# PY defaults to the suite's pinned pyarrow (target/peers/python/venv, made by `pmebench run --families peers`).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
py=$top/target/peers/python/venv/bin/python
out=
reps=3
seconds=4
rows=20000
count_only=
no_count=
count_slots=gcm,gcmCtr,plaintext
columns=()
cache=()
openssl=
copies=
no_context=
annotate=
forward=
hz=1999
while [ $# -gt 0 ]; do
  case $1 in
    --python) py=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    --count-only) count_only=1; shift ;;
    --no-count) no_count=1; shift ;;
    --count-slots) count_slots=$2; shift 2 ;;
    --columns) columns=(--columns "$2"); shift 2 ;;
    --cache) cache=(--cache "$2"); shift 2 ;;
    --openssl) openssl=$2; shift 2 ;;
    --copies) copies=1; shift ;;
    --frequency) hz=$2; shift 2 ;;
    --no-context-cost) no_context=1; shift ;;
    --annotate) annotate=$2; shift 2 ;;
    --forward) forward=1; shift ;;
    *) echo "pyarrow-decrypt-cost.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
[ -x "$py" ] || { echo "pyarrow-decrypt-cost.sh: no python at $py: run pmebench run --families peers once, or give --python" >&2; exit 2; }
command -v gdb > /dev/null || { echo "pyarrow-decrypt-cost.sh: the counts need gdb" >&2; exit 2; }
out=${out:-$top/target/pyarrow-decrypt-cost}
mkdir -p "$out"
repro=$top/scripts/pyarrow-decrypt-cost.py
version=$("$py" -c 'import pyarrow; print(pyarrow.__version__)')
cpu=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
family=$(grep -m1 "^cpu family" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
model=$(grep -m1 "^model[[:space:]]*:" /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
echo "$cpu (family $family, model $model), $(nproc) CPUs" > "$out/machine.txt"
echo "pyarrow $version, $rows rows, on $(cat "$out/machine.txt")"

# 1. Calls counted between the script's two SIGTRAPs, over 10 reads.
cat > "$out/count.gdb.py" <<'PY'
import gdb, json, os
# Each decryption ends in one EVP_DecryptFinal_ex; what it decrypts is told by the parquet frame that asked for it.
WHAT = [("dataKeyUnwraps", "DecryptKeyLocally"), ("columnMetaData", "ColumnChunkMetaData"),
        ("footer", "FileMetaData::FileMetaData")]
CONTEXTS = ["EVP_CIPHER_CTX_new", "EVP_CIPHER_fetch", "aesni_set_encrypt_key", "EVP_CIPHER_CTX_free"]
counts = dict.fromkeys(["decryptions"] + [w for w, _ in WHAT] + ["pagesAndHeaders"] + CONTEXTS, 0)
armed = [False]
class Decryption(gdb.Breakpoint):
    def stop(self):
        if armed[0]:
            counts["decryptions"] += 1
            frames, frame = [], gdb.newest_frame().older()
            for _ in range(12):
                if frame is None:
                    break
                frames.append(frame.name() or "")
                frame = frame.older()
            stack = " ".join(frames)
            counts[next((w for w, pattern in WHAT if pattern in stack), "pagesAndHeaders")] += 1
        return False
class Call(gdb.Breakpoint):
    def stop(self):
        if armed[0]:
            counts[self.location] += 1
        return False
gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
gdb.execute("handle SIGTRAP stop nopass")
gdb.execute("run")
Decryption("EVP_DecryptFinal_ex", internal=True)
for f in CONTEXTS:
    Call(f, internal=True)
armed[0] = True
gdb.execute("continue")
armed[0] = False
reads = int(os.environ["COUNT_READS"])
with open(os.environ["COUNT_OUT"], "w") as f:
    json.dump({"reads": reads, "perRead": {k: v / reads for k, v in counts.items()}}, f)
gdb.execute("kill")
PY
for slot in $([ -n "$no_count" ] || echo "${count_slots//,/ }"); do
  COUNT_READS=10 COUNT_OUT="$out/count-$slot.json" gdb -q -batch \
    -ex "python exec(open('$out/count.gdb.py').read())" \
    --args "$py" "$repro" count --slot "$slot" --rows "$rows" --reads 10 > "$out/count-$slot.log" 2>&1 \
    || { echo "gdb failed on $slot: $out/count-$slot.log" >&2; exit 1; }
  [ -s "$out/count-$slot.json" ] || { echo "gdb counted nothing on $slot: $out/count-$slot.log" >&2; exit 1; }
  echo "counts per read, $slot: $(cat "$out/count-$slot.json")"
done
[ -n "$count_only" ] && exit 0

# 2. Profiles: per repetition one process reading the slots in turn, each slot's reads sampled by a perf of its own.
[ "$hz" = 0 ] || command -v perf > /dev/null || { echo "pyarrow-decrypt-cost.sh: the profiles need perf (linux-perf)" >&2; exit 2; }
slots="plaintext control gcm gcmCtr"
echo "$hz" > "$out/perf-hz.txt"  # scripts/native-profile-groups.py turns samples into time with it
census=()
preload=
if [ -n "$copies" ]; then
  cc -O2 -shared -fPIC -o "$out/copy-census.so" "$top/scripts/copy-census.c" -ldl
  preload=$out/copy-census.so
fi
if [ -n "$forward" ]; then  # after the census, so that the census counts and times the copies as asked
  cc -O2 -shared -fPIC -o "$out/copy-forward.so" "$top/scripts/copy-forward.c" -ldl
  preload="${preload:+$preload }$out/copy-forward.so"
fi
preloaded=(PMEBENCH_PRELOAD=none)  # env needs an argument before the command
[ -z "$preload" ] || preloaded=(LD_PRELOAD="$preload")
for rep in $(seq 1 "$reps"); do
  fifos=$out/fifos-$rep
  rm -rf "$fifos"; mkdir -p "$fifos"
  for slot in $slots; do mkfifo "$fifos/$slot.ctl" "$fifos/$slot.ack"; done
  [ -n "$copies" ] && census=(--copies "$out/$rep-copies.tsv")
  if [ "$hz" = 0 ]; then
    env "${preloaded[@]}" "$py" "$repro" loop --rows "$rows" --seconds "$seconds" \
      "${columns[@]}" "${cache[@]}" "${census[@]}" > "$out/$rep.json" 2> "$out/$rep.log" || { echo "the loop failed: $out/$rep.log" >&2; exit 1; }
    rm -rf "$fifos"
    find "$out" -maxdepth 1 -name "$rep*.log" -empty -delete
    echo "repetition $rep (no perf): $(cat "$out/$rep.json")"
    continue
  fi
  env "${preloaded[@]}" "$py" "$repro" loop --rows "$rows" --seconds "$seconds" "${columns[@]}" "${cache[@]}" \
    "${census[@]}" --perf "$fifos" > "$out/$rep.json" 2> "$out/$rep.log" &
  loop=$!
  while [ ! -s "$fifos/ready" ]; do
    kill -0 $loop 2> /dev/null || { echo "the loop failed: $out/$rep.log" >&2; exit 1; }
    sleep 0.1
  done
  perfs=
  for slot in $slots; do
    perf record -q -D -1 --control "fifo:$fifos/$slot.ctl,$fifos/$slot.ack" -e cpu-clock -F "$hz" -p $loop \
      -o "$out/$rep-$slot.data" 2> "$out/$rep-$slot.perf.log" &
    perfs="$perfs $!"
  done
  sleep 2  # the perfs attach and open their fifos
  for p in $perfs; do
    kill -0 "$p" 2> /dev/null || {
      kill $loop 2> /dev/null
      echo "perf record did not start (perf_event_paranoid, or no perf here): $(cat "$out/$rep"-*.perf.log)" >&2
      exit 1
    }
  done
  touch "$fifos/go"
  wait $loop || { echo "the loop failed: $out/$rep.log" >&2; exit 1; }
  for p in $perfs; do wait "$p" || true; done
  for slot in $slots; do
    perf report -i "$out/$rep-$slot.data" --no-children --sort dso,symbol --stdio -F sample,dso,symbol 2> /dev/null \
      | grep -E '^ +[0-9]+ ' | sed -E 's/ +/ /g' > "$out/$rep-$slot.syms"
    [ -z "$annotate" ] || perf annotate -i "$out/$rep-$slot.data" --stdio --show-nr-samples -s "$annotate" \
      > "$out/$rep-$slot.annotate" 2> /dev/null || true
    rm -f "$out/$rep-$slot.data"
  done
  rm -rf "$fifos"
  find "$out" -maxdepth 1 -name "$rep*.log" -empty -delete
  echo "repetition $rep: $(cat "$out/$rep.json")"
done
python3 "$top/scripts/native-profile-groups.py" "$out" | tee "$out/attribution.md"

# 3. A new context per module against one reused, against this system's OpenSSL (and --openssl's).
[ -n "$no_context" ] && exit 0
if command -v cc > /dev/null && [ -f /usr/include/openssl/evp.h ]; then
  cc -O2 -o "$out/context-cost-system" "$top/scripts/openssl-context-cost.c" -lcrypto
  "$out/context-cost-system" | tee "$out/context-cost-system.json"
else
  echo "no C compiler or OpenSSL headers (libssl-dev): the context cost against the system's OpenSSL is left out"
fi
if [ -n "$openssl" ]; then
  lib=$(ls "$openssl"/lib*/libcrypto.a | head -1)
  cc -O2 -I"$openssl/include" -o "$out/context-cost-prefix" "$top/scripts/openssl-context-cost.c" "$lib" -lpthread -ldl
  "$out/context-cost-prefix" | tee "$out/context-cost-prefix.json"
fi
