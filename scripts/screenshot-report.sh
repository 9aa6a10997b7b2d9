#!/usr/bin/env bash
# Renders a run's report.html in a real headless browser and saves a PNG of the page, so layout
# regressions (a table wider than the page, a chart that does not load, an answer section pushed
# down) are seen, not guessed. Needs chromium (Debian: apt-get install chromium).
#
#   scripts/screenshot-report.sh <run dir or report.html> [out.png] [width]
#
# Writes report.html first if the run directory has none (./pmebench report). Exit 2 on bad input,
# 1 if the browser fails or writes no image.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
  echo "usage: $0 <run dir or report.html> [out.png] [width, default 1200]" >&2
  exit 2
fi
target="$1"
if [ -d "$target" ]; then
  html="$target/report.html"
  if [ ! -f "$html" ]; then
    "$here/pmebench" report "$target" >&2
  fi
elif [ -f "$target" ]; then
  html="$target"
else
  echo "$0: $target: no such run directory or file" >&2
  exit 2
fi
out="${2:-$(dirname "$html")/report-screenshot.png}"
width="${3:-1200}"
case "$width" in
  ''|*[!0-9]*) echo "$0: width must be a number of pixels, not '$width'" >&2; exit 2 ;;
esac

browser=""
for b in chromium chromium-browser google-chrome; do
  if command -v "$b" > /dev/null; then
    browser="$b"
    break
  fi
done
if [ -z "$browser" ]; then
  echo "$0: no chromium found; install it (Debian: apt-get install chromium)" >&2
  exit 1
fi

# A tall window: the answers, the first charts and tables are all in one image.
height="${SCREENSHOT_HEIGHT:-3200}"
rm -f "$out"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" \
  --screenshot="$out" "file://$(cd "$(dirname "$html")" && pwd)/$(basename "$html")" > /dev/null 2>&1 || true
if [ ! -s "$out" ]; then
  echo "$0: $browser wrote no screenshot of $html" >&2
  exit 1
fi
echo "screenshot: $out (${width}x$height)"
