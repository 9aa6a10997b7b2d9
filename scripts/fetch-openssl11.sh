#!/usr/bin/env bash
# Puts OpenSSL 1.1's libcrypto into .openssl11/ for the spark family's spark.io.encryption=openssl
# setting: Spark 3.5 ships commons-crypto 1.1.0, whose JNI code calls EVP_CIPHER_CTX_block_size,
# a function OpenSSL 3 no longer exports, so on an OpenSSL 3 system commons-crypto silently falls
# back to its JCE cipher. The library comes from Debian 11 (bullseye)'s libssl1.1 package, fetched
# with apt-get into a private apt state directory (nothing is installed system-wide) and checked
# against the sha256 below. run --families spark finds .openssl11/ by itself and puts it on the
# LD_LIBRARY_PATH of the Spark applications of that setting only.
#
# Usage: scripts/fetch-openssl11.sh [DEST]   (default DEST: .openssl11 in the project)
# Environment: PMEBENCH_OPENSSL11_APT_SOURCE (the apt source line), PMEBENCH_OPENSSL11_DEB
# (package|version|sha256).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$here/.openssl11}"
SOURCE="${PMEBENCH_OPENSSL11_APT_SOURCE:-deb [trusted=yes] http://deb.debian.org/debian bullseye main}"
# bullseye's last OpenSSL 1.1.1 build (1.1.1w, with Debian's security fixes).
DEB="${PMEBENCH_OPENSSL11_DEB:-libssl1.1|1.1.1w-0+deb11u1|aadf8b4b197335645b230c2839b4517aa444fd2e8f434e5438c48a18857988f7}"

fail() { echo "fetch-openssl11: $*" >&2; exit 1; }
command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null \
  || fail "needs apt-get and dpkg-deb (a Debian-based system); elsewhere give run --spark-openssl DIR with any OpenSSL 1.1 libcrypto.so"
if [ -f "$dest/libcrypto.so" ]; then
  echo "fetch-openssl11: $dest/libcrypto.so is there already"
  exit 0
fi
IFS='|' read -r pkg version sha <<<"$DEB"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
apt="$work/apt"
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/sources.list.d" "$apt/preferences.d"
: >"$apt/status"
printf '%s\n' "$SOURCE" >"$apt/sources.list"
opts=(-o "Dir::State=$apt" -o "Dir::State::Lists=$apt/lists" -o "Dir::State::status=$apt/status"
  -o "Dir::Cache=$apt/cache" -o "Dir::Etc::SourceList=$apt/sources.list"
  -o "Dir::Etc::SourceParts=$apt/sources.list.d" -o "Dir::Etc::Preferences=$apt/preferences"
  -o "Dir::Etc::PreferencesParts=$apt/preferences.d" -o "Debug::NoLocking=1" -o "APT::Sandbox::User=$(id -un)")
echo "fetch-openssl11: reading the package index of '$SOURCE'..."
if ! apt-get "${opts[@]}" -qq update >"$work/update.log" 2>&1 || grep -q "^E:\|^W: Failed" "$work/update.log"; then
  fail "apt-get could not read '$SOURCE': $(grep -m1 "^[EW]:" "$work/update.log" || tail -1 "$work/update.log")"
fi
echo "fetch-openssl11: downloading $pkg $version..."
(cd "$work" && apt-get "${opts[@]}" -qq download "$pkg=$version" >"$work/download.log" 2>&1) \
  || fail "$pkg $version is not in '$SOURCE' ($(tail -1 "$work/download.log")); set PMEBENCH_OPENSSL11_DEB"
deb="$(ls "$work"/"${pkg}"_*.deb | head -1)"
got="$(sha256sum "$deb" | cut -d' ' -f1)"
[ "$got" = "$sha" ] || fail "$deb has sha256 $got, expected $sha"
dpkg-deb -x "$deb" "$work/x"
lib="$(find "$work/x" -name 'libcrypto.so.1.1' | head -1)"
[ -n "$lib" ] || fail "$deb has no libcrypto.so.1.1"
mkdir -p "$dest.partial"
cp "$lib" "$dest.partial/libcrypto.so.1.1"
# commons-crypto 1.1.0 dlopens "libcrypto.so" by that name.
ln -sf libcrypto.so.1.1 "$dest.partial/libcrypto.so"
rm -rf "$dest"
mv "$dest.partial" "$dest"
echo "fetch-openssl11: $dest/libcrypto.so -> OpenSSL $version (Debian $pkg); run --families spark now measures spark.io.encryption=openssl"
