#!/usr/bin/env bash
# The proof that a change of code leaves the command line as it was: every command line of
# scripts/cli-surface.txt (each command's help, invalid command lines and their one-line errors,
# run plans by run --dry-run) answered by two builds, an older jar and target/benchmarks.jar or
# NEW_JAR, and compared byte for byte: exit code, standard output, error output.
#   scripts/compare-cli-surface.sh OLD_JAR [NEW_JAR]
# An older jar: git worktree add /tmp/old <commit> && (cd /tmp/old && ./mvnw -q -DskipTests package)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/two-jars.sh"
# The same scratch path for both builds, emptied between them: paths in outputs then agree.
answer() {
  rm -rf "$work/scratch"
  java -Dpmebench.home="$here" -cp "$1" scripts/CliSurface.java scripts/cli-surface.txt "$work/$2" "$work/scratch" >/dev/null
}
answer "$old" old
answer "$new" new
files=$(find "$work/old" -type f | wc -l)
if diff -r "$work/old" "$work/new" > "$work/diff"; then
  echo "equal: $files command lines answered alike by both builds (exit codes, output, errors)"
else
  echo "DIFFERENT: $(grep -c '^diff\|^Only' "$work/diff" || true) of $files command lines; first lines:" >&2
  head -n 40 "$work/diff" >&2
  if [ -n "${DIFF_OUT:-}" ]; then cp "$work/diff" "$DIFF_OUT"; echo "whole diff: $DIFF_OUT" >&2; fi
  exit 1
fi
