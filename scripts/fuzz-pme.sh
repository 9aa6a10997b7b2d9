#!/usr/bin/env bash
# Fuzzes Parquet modular encryption's read paths for SECONDS in all (docs/findings.md, "Fuzzing the PME read
# paths"): the first half Jazzer over parquet-java (PmeReadFuzzTest, coverage-guided, in one JVM), the second
# the same generated mutants (bit flips, bytes, truncations, overwritten length fields) read by parquet-java,
# pyarrow and arrow-rs, each peer read in a process of its own with a 10 s limit and an address-space limit.
# A script rather than a pmebench command: Jazzer is a test dependency, and runs where the tests run.
#
#   scripts/fuzz-pme.sh 600        # 5 minutes of Jazzer, 5 of mutants
#
# Writes core/target/fuzz/jazzer/ and core/target/fuzz/mutants/: summary.json and summary.md (executions and
# distinct outcomes per implementation) and findings/ (the first mutant of each crash, hang, memory blow-up or
# wrong data accepted, with its recipe; for Jazzer also its input, to copy into PmeReadFuzzTestInputs/readMutant/).
# With arrow-rs, PeerFindingsTest writes the minimized arrow-rs findings to core/target/fuzz/peer-findings/.
# The mutants are also read by the newest parquet-java release (PMEBENCH_FUZZ_RELEASE, default 1.18.1; '' for
# none), its jars resolved from Maven Central into target/parquet-versions/ and put in front of the suite's in a
# JVM per read (FuzzReadMain). A peer that cannot be had is skipped with its reason: pyarrow needs python3 (the
# venv of peers/python/requirements.txt, as the peers family makes it), arrow-rs needs cargo.
# Environment: MVN_OFFLINE='' to let Maven download (default -o), PMEBENCH_FUZZ_RANDOM_SEED (default 47).
set -euo pipefail
cd "$(dirname "$0")/.."

total=${1:?usage: scripts/fuzz-pme.sh SECONDS}
[[ $total =~ ^[0-9]+$ && $total -ge 20 ]] || { echo "fuzz-pme: SECONDS must be a whole number, at least 20" >&2; exit 2; }
jazzer=$((total / 2))
mutants=$((total - jazzer))
out=core/target/fuzz
mvn=(./mvnw -B -q)
[[ -n ${MVN_OFFLINE--o} ]] && mvn+=("${MVN_OFFLINE--o}")
flags='-XX:TieredStopAtLevel=1 -Djmh.ignoreLock=true -Xmx2g'
mkdir -p "$out"
skipped=()

python=target/peers/python/venv/bin/python
stamp=target/peers/python/installed-requirements.txt
if ! cmp -s peers/python/requirements.txt "$stamp" 2>/dev/null; then
  if command -v python3 >/dev/null; then
    echo "fuzz-pme: making the Python peers' venv (target/peers/python/venv)"
    rm -f "$stamp"
    if python3 -m venv --clear target/peers/python/venv \
        && "$python" -m pip install --disable-pip-version-check --quiet -r peers/python/requirements.txt; then
      cp peers/python/requirements.txt "$stamp"
    fi
  fi
fi
if [[ -x $python ]] && "$python" -c 'import pyarrow' 2>/dev/null; then
  pyarrow=$python
else
  pyarrow=''
  skipped+=("pyarrow: no python3 with pyarrow (the venv of peers/python/requirements.txt could not be made)")
fi

if command -v cargo >/dev/null && CARGO_TARGET_DIR=target/peers/arrow-rs cargo build --release --locked --quiet \
    --manifest-path peers/arrow-rs/Cargo.toml; then
  arrow_rs=target/peers/arrow-rs/release/pme-peer-arrow-rs
else
  arrow_rs=''
  skipped+=("arrow-rs: no cargo on PATH, or its build failed (https://rustup.rs)")
fi

echo "fuzz-pme: Jazzer over parquet-java for ${jazzer} s (log: $out/jazzer.log)"
rm -rf "$out/jazzer"
# Jazzer fails the test on a hang or on a changed byte GCM should have refused: the log says which input.
JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${jazzer}s" JAZZER_INSTRUMENTATION_INCLUDES='org.apache.parquet.**:org.pmebench.**' \
  "${mvn[@]}" -pl core test -Dtest=PmeReadFuzzTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtest.jvm.flags="$flags" >"$out/jazzer.log" 2>&1 || echo "fuzz-pme: the Jazzer run failed: see $out/jazzer.log"
grep -h '^Done [0-9]* runs' "$out/jazzer.log" || true

release=${PMEBENCH_FUZZ_RELEASE-1.18.1}
echo "fuzz-pme: generated mutants for ${mutants} s: parquet-java 1.13.1${release:+ and $release}${pyarrow:+, pyarrow}${arrow_rs:+, arrow-rs}"
for s in "${skipped[@]}"; do echo "fuzz-pme: skipped $s"; done
rm -rf "$out/mutants"
PMEBENCH_FUZZ_SECONDS=$mutants PMEBENCH_FUZZ_PYTHON=$pyarrow PMEBENCH_FUZZ_ARROW_RS=$arrow_rs \
  PMEBENCH_FUZZ_RELEASE=$release \
  PMEBENCH_FUZZ_SKIPPED="$(printf '%s\n' "${skipped[@]}")" \
  "${mvn[@]}" -pl core test -Dtest='MutantCampaignTest#campaign,PeerFindingsTest' -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtest.jvm.flags="$flags" >"$out/mutants.log" 2>&1 || echo "fuzz-pme: the mutant campaign failed: see $out/mutants.log"

for summary in "$out/jazzer/summary.md" "$out/mutants/summary.md"; do
  [[ -f $summary ]] && { echo; cat "$summary"; }
done
