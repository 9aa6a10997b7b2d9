#!/usr/bin/env bash
# The ten slowest test classes of the last build (surefire and failsafe reports of both modules),
# and the smoke run, so `./mvnw verify` stays under four minutes. Run by verify at its end; by hand:
#   scripts/slowest-tests.sh [count]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count="${1:-10}"
case "$count" in ''|*[!0-9]*) echo "usage: scripts/slowest-tests.sh [count]" >&2; exit 2 ;; esac
{
  for report in "$here"/core/target/surefire-reports/TEST-*.xml "$here"/core/target/failsafe-reports/TEST-*.xml \
      "$here"/spark/target/surefire-reports/TEST-*.xml "$here"/spark/target/failsafe-reports/TEST-*.xml; do
    [ -f "$report" ] || continue
    # The <testsuite ...> element: its name and time attributes.
    suite="$(head -c 4000 "$report" | tr '\n' ' ' | grep -o '<testsuite [^>]*>' | head -n 1)" || continue
    name="$(echo "$suite" | sed -n 's/.* name="\([^"]*\)".*/\1/p')"
    time="$(echo "$suite" | sed -n 's/.* time="\([0-9.,]*\)".*/\1/p' | tr -d ,)"
    printf '%8.1f  %s\n' "${time:-0}" "$name"
  done
  # The smoke run of every family (exec plugin, not a test class): from its run.json.
  smoke="$(ls -d "$here"/core/target/smoke-run-* 2>/dev/null | sort | tail -n 1)"
  if [ -n "$smoke" ] && [ -f "$smoke/run.json" ]; then
    started="$(sed -n 's/.*"started" *: *"\([^"]*\)".*/\1/p' "$smoke/run.json" | head -n 1)"
    finished="$(sed -n 's/.*"finished" *: *"\([^"]*\)".*/\1/p' "$smoke/run.json" | head -n 1)"
    if [ -n "$started" ] && [ -n "$finished" ]; then
      echo "$(date -d "$started" +%s.%N) $(date -d "$finished" +%s.%N) ${smoke##*/}" |
        awk '{ printf "%8.1f  smoke run of every family (%s)\n", $2 - $1, $3 }'
    fi
  fi
  # awk, not head: it reads sort's whole output, so sort never dies of SIGPIPE (exit 141 under pipefail).
} | sort -rn | awk -v n="$count" 'NR <= n' | { echo "Slowest tests of the last build, seconds:"; cat; }
