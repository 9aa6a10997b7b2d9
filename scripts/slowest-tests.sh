#!/usr/bin/env bash
# The ten slowest test classes of the last build (surefire and failsafe reports of every module: the smoke
# run of every default family is it/'s SmokeRunIT), so a slow test shows in every `./mvnw verify`. Run by
# verify at its end; by hand:
#   scripts/slowest-tests.sh [count]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count="${1:-10}"
case "$count" in ''|*[!0-9]*) echo "usage: scripts/slowest-tests.sh [count]" >&2; exit 2 ;; esac
{
  for report in "$here"/*/target/surefire-reports/TEST-*.xml "$here"/*/target/failsafe-reports/TEST-*.xml; do
    [ -f "$report" ] || continue
    # The <testsuite ...> element: its name and time attributes.
    suite="$(head -c 4000 "$report" | tr '\n' ' ' | grep -o '<testsuite [^>]*>' | head -n 1)" || continue
    name="$(echo "$suite" | sed -n 's/.* name="\([^"]*\)".*/\1/p')"
    time="$(echo "$suite" | sed -n 's/.* time="\([0-9.,]*\)".*/\1/p' | tr -d ,)"
    printf '%8.1f  %s\n' "${time:-0}" "$name"
  done
  # awk, not head: it reads sort's whole output, so sort never dies of SIGPIPE (exit 141 under pipefail).
} | sort -rn | awk -v n="$count" 'NR <= n' | { echo "Slowest tests of the last build, seconds:"; cat; }
