#!/usr/bin/env bash
# Every test the last build skipped, with the reason JUnit gave (an assumption that failed, an
# environment variable it needs, a tool that is not installed), from the surefire and failsafe
# reports of every module: a test that did not run says so at the end of every `./mvnw verify`
# instead of passing silently. Run by verify after the slowest tests; by hand:
#   scripts/skipped-tests.sh [project directory]
set -euo pipefail
here="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
lines=()
for report in "$here"/*/target/surefire-reports/TEST-*.xml "$here"/*/target/failsafe-reports/TEST-*.xml; do
  [ -f "$report" ] || continue
  grep -q '<skipped' "$report" || continue
  # One testcase per line: its name and class, then the skipped element's message or its text's first line.
  while IFS= read -r line; do
    lines+=("$line")
  done < <(tr '\n' ' ' < "$report" | grep -o '<testcase [^>]*>[[:space:]]*<skipped[^>]*\(/>\|>[^<]*\(<!\[CDATA\[[^]]*\)\?\)' \
    | sed -E 's/^<testcase name="([^"]*)" classname="([^"]*)".*<skipped( message="([^"]*)")?[^>]*\/?>(.*)$/\2#\1: \4\5/' \
    | sed -E 's/<!\[CDATA\[//; s/org\.opentest4j\.TestAbortedException: //; s/[[:space:]]+at [a-z].*$//; s/[[:space:]]+$//')
done
if [ "${#lines[@]}" -eq 0 ]; then
  echo "Skipped tests of the last build: none"
else
  echo "Skipped tests of the last build (${#lines[@]}), each with why it did not run:"
  printf '  %s\n' "${lines[@]}"
fi
