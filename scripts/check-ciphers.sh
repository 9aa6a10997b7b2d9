#!/usr/bin/env bash
# The cipher check on every JDK here, HotSpot's AES intrinsics on and off: every provider that
# loads (the built-in ones and Bouncy Castle FIPS from target/providers/), AES-GCM and AES-CTR,
# against Wycheproof's and NIST's vectors and the plain-Java reference at the sizes of
# CheckSizes and the run sizes given (org.pmebench.crypto.check.CipherCheckMain). Benchmark forks
# run the same check before they time anything; this shows the whole matrix at once.
#
# Usage: scripts/check-ciphers.sh [OUT_DIR] [ROUNDS] [SIZES]
#   JDKs: /usr/lib/jvm/* and .jdks/* (scripts/install-jdks.sh), or the java executables in $JAVAS.
# Writes OUT_DIR/jdk-<version>-intrinsics-<on|off>.txt and OUT_DIR/check.md; exit 1 when any answer was wrong.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$here/results/runs/cipher-check-$(date -u +%Y%m%dT%H%M%SZ)}"
rounds="${2:-3}"
sizes="${3:-16B,1KiB,64KiB,1MiB,16MiB}"
jar="$here/target/benchmarks.jar"
[ -f "$jar" ] || { echo "check-ciphers: $jar is missing: build it with ./mvnw -q package -DskipTests" >&2; exit 2; }
bcfips="$here/target/providers/bc-fips-2.1.3.jar"
providers=()
[ -f "$bcfips" ] && providers=("-Dpmebench.providers=BCFIPS=org.bouncycastle.jcajce.provider.BouncyCastleFipsProvider@$bcfips")
if [ -z "${JAVAS:-}" ]; then
  JAVAS="$(ls -d /usr/lib/jvm/*/bin/java "$here"/.jdks/*/bin/java 2>/dev/null | while read -r j; do
    readlink -f "$j"; done | sort -u | tr '\n' ' ')"
fi
off="-XX:+IgnoreUnrecognizedVMOptions -XX:+UnlockDiagnosticVMOptions -XX:-UseAES -XX:-UseAESIntrinsics -XX:-UseAESCTRIntrinsics -XX:-UseGHASHIntrinsics"
mkdir -p "$out"
{
  echo "# Cipher check, $(date -u +%Y-%m-%dT%H:%MZ), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), commit $(git -C "$here" rev-parse --short HEAD)"
  echo
  echo "Per provider and construction: right as PME calls the cipher, WRONG there, or right there but wrong"
  echo "in updates of 1 to 15 bytes (UPDATES: not PME's calls); not run: the provider lacks the construction."
  echo
  echo "| JDK | intrinsics | right | WRONG | UPDATES | not run | seconds |"
  echo "|---|---|---:|---:|---:|---:|---:|"
} > "$out/check.md"
status=0
for java in $JAVAS; do
  version="$("$java" -version 2>&1 | head -n 1 | sed 's/.*version "\([^"]*\)".*/\1/')"
  for variant in on off; do
    flags=""; [ "$variant" = off ] && flags="$off"
    log="$out/jdk-$version-intrinsics-$variant.txt"
    echo "check-ciphers: $java ($version), intrinsics $variant" >&2
    start=$(date +%s)
    # shellcheck disable=SC2086
    if ! "$java" $flags "${providers[@]}" -cp "$jar" org.pmebench.crypto.check.CipherCheckMain "$rounds" "$sizes" > "$log" 2>&1; then
      status=1
    fi
    took=$(( $(date +%s) - start ))
    printf '| %s | %s | %d | %d | %d | %d | %d |\n' "$version" "$variant" "$(grep -c '^right .* too$' "$log" || true)" \
      "$(grep -c '^WRONG' "$log" || true)" "$(grep -c '^UPDATES' "$log" || true)" "$(grep -c '^not run' "$log" || true)" \
      "$took" >> "$out/check.md"
    grep '^WRONG\|^UPDATES' "$log" >&2 || true
  done
done
cat "$out/check.md"
exit $status
