#!/usr/bin/env bash
# The proof that a change of code changes no output: every committed reference run summarized,
# reported and gated by two builds (an older jar, and target/benchmarks.jar or NEW_JAR), and every
# committed summary.json reported and answered as on a terminal, compared file for file (summary.json,
# feeds, report.md/html, charts, terminal answers, each command's exit code and output).
#   scripts/compare-reference-runs.sh OLD_JAR [NEW_JAR]
# An older jar: git worktree add /tmp/old <commit> && (cd /tmp/old && ./mvnw -q -DskipTests package)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/two-jars.sh"
java -cp "$old" scripts/ReferenceRuns.java "$work/old" >/dev/null
java -cp "$new" scripts/ReferenceRuns.java "$work/new"
java -cp "$old" scripts/CommittedSummaries.java "$work/old/committed" >/dev/null
java -cp "$new" scripts/CommittedSummaries.java "$work/new/committed"
files=$(find "$work/old" -type f | wc -l)
if diff -r "$work/old" "$work/new" > "$work/diff"; then
  echo "equal: $files files from both builds (summary.json, feeds, reports, charts, terminal answers, command outputs)"
else
  echo "DIFFERENT: $(grep -c '^diff\|^Only' "$work/diff" || true) of $files files; first lines:" >&2
  head -n 40 "$work/diff" >&2
  # DIFF_OUT=FILE keeps the whole diff, to count what an intended change moved.
  if [ -n "${DIFF_OUT:-}" ]; then cp "$work/diff" "$DIFF_OUT"; echo "whole diff: $DIFF_OUT" >&2; fi
  exit 1
fi
