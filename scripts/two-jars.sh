# Sourced by the scripts that compare two builds (compare-reference-runs.sh, compare-cli-surface.sh): reads
# OLD_JAR [NEW_JAR] (default target/benchmarks.jar) into $old and $new, refusing a missing jar in one line
# (exit 2), makes a scratch directory $work removed at exit, and changes into the project directory $here.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: scripts/$(basename "$0") OLD_JAR [NEW_JAR]" >&2; exit 2; }
old="$(realpath "$1")"
new="$(realpath "${2:-$here/target/benchmarks.jar}")"
for jar in "$old" "$new"; do [ -f "$jar" ] || { echo "no such jar: $jar" >&2; exit 2; }; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$here"
