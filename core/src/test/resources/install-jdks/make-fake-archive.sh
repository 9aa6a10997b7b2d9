#!/usr/bin/env bash
# Builds a fake Debian archive for scripts/install-jdks.sh's JDK 8 path, without network: three
# tiny packages with the real packages' names and layout (a java launcher that is a script, an
# /etc-linked config file, an ELF-looking file patchelf must treat, a dynamic loader), a flat
# repository index (Packages, Release), and prints the PMEBENCH_JDK8_DEBS table for them.
# Usage: make-fake-archive.sh DIR   (the repository is DIR/repo; source: deb [trusted=yes] file:DIR/repo ./)
set -euo pipefail
dir="$1"
repo="$dir/repo"
mkdir -p "$repo" "$dir/build"

package() {
  local name="$1" version="$2" root="$dir/build/$1"
  mkdir -p "$root/DEBIAN"
  printf 'Package: %s\nVersion: %s\nArchitecture: amd64\nMaintainer: test <test@example.org>\nDescription: fake %s\n' \
    "$name" "$version" "$name" >"$root/DEBIAN/control"
  dpkg-deb --root-owner-group -Zgzip --build "$root" "$repo/${name}_${version}_amd64.deb" >/dev/null
}

jre="$dir/build/openjdk-8-jre-headless"
mkdir -p "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/bin" "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/lib/security" \
  "$jre/etc/java-8-openjdk/security"
cat >"$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/bin/java" <<'JAVA'
#!/bin/sh
echo 'openjdk version "1.8.0_504"' >&2
echo 'OpenJDK Runtime Environment (build 1.8.0_504-fake)' >&2
JAVA
chmod +x "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/bin/java"
printf '\177ELF fake launcher\n' >"$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/bin/keytool"
chmod +x "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/bin/keytool"
echo "security.provider.1=sun.security.provider.Sun" >"$jre/etc/java-8-openjdk/security/java.security"
ln -s /etc/java-8-openjdk/security/java.security "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/lib/security/java.security"
ln -s /etc/ssl/certs/java/cacerts "$jre/usr/lib/jvm/java-8-openjdk-amd64/jre/lib/security/cacerts"
package openjdk-8-jre-headless 8u504-ga-1

jdk="$dir/build/openjdk-8-jdk-headless"
mkdir -p "$jdk/usr/lib/jvm/java-8-openjdk-amd64/bin"
ln -s ../jre/bin/java "$jdk/usr/lib/jvm/java-8-openjdk-amd64/bin/java"
package openjdk-8-jdk-headless 8u504-ga-1

libc="$dir/build/libc6"
mkdir -p "$libc/usr/lib/x86_64-linux-gnu"
echo "fake loader" >"$libc/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"
package libc6 2.43-7

(
  cd "$repo"
  : >Packages
  for deb in *.deb; do
    dpkg-deb -f "$deb" Package Version Architecture Maintainer Description | sed '/^Description/d' >>Packages
    printf 'Filename: ./%s\nSize: %s\nSHA256: %s\nDescription: fake\n\n' "$deb" "$(stat -c %s "$deb")" \
      "$(sha256sum "$deb" | cut -d' ' -f1)" >>Packages
  done
  gzip -k Packages
  {
    printf 'Origin: pme-bench test\nLabel: fake\nSuite: fake\nCodename: fake\nDate: %s\nArchitectures: amd64\nSHA256:\n' \
      "$(LC_ALL=C date -u '+%a, %d %b %Y %H:%M:%S UTC')"
    for f in Packages Packages.gz; do
      printf ' %s %s %s\n' "$(sha256sum "$f" | cut -d' ' -f1)" "$(stat -c %s "$f")" "$f"
    done
  } >Release
)

for deb in openjdk-8-jre-headless_8u504-ga-1 openjdk-8-jdk-headless_8u504-ga-1 libc6_2.43-7; do
  pkg="${deb%%_*}"
  version="${deb#*_}"
  echo "$pkg|$version|$(sha256sum "$repo/${deb}_amd64.deb" | cut -d' ' -f1)"
done
