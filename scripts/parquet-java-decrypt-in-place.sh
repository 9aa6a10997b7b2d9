#!/usr/bin/env bash
# parquet-java 1.13.1 with one change: an encrypted page is decrypted from the buffer the reader holds instead of
# from a copy of it (scripts/parquet-java-decrypt-in-place.patch, the change docs/upstream/parquet-java-decrypt-page-copy.md
# suggests). One command:
#   scripts/parquet-java-decrypt-in-place.sh [--out DIR] [--repo MAVEN_REPOSITORY]
# Writes three local builds for `run --parquet-versions`, so that they are measured fork by fork, interleaved:
#   DIR/base-1.13.1/      the six parquet jars of 1.13.1 as released (label local-1.13.1-<hash>);
#   DIR/in-place-1.13.1/  the same jars with ColumnChunkPageReadStore recompiled from 1.13.1's source and the patch;
#   DIR/in-place-headers-1.13.1/  that and scripts/parquet-java-decrypted-header-stream.patch: Thrift reads a
#                         decrypted header or footer from an unsynchronized stream, not from a ByteArrayInputStream.
# Needs a JDK (javac, jar) and patch; takes 1.13.1's jars and parquet-hadoop's sources from the Maven repository
# (default ~/.m2/repository) and fetches those it lacks with the project's Maven wrapper.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/target/parquet-decrypt-in-place
repo=$HOME/.m2/repository
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    --repo) repo=$2; shift 2 ;;
    *) echo "parquet-java-decrypt-in-place.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
for tool in javac jar patch; do
  command -v $tool > /dev/null || { echo "parquet-java-decrypt-in-place.sh: needs $tool" >&2; exit 2; }
done
version=1.13.1
modules="hadoop column common encoding format-structures jackson"
# A jar of the repository by group:artifact:version[:classifier], fetched when it is not there.
jar_of() {
  IFS=: read -r group artifact v classifier <<< "$1"
  local file=$repo/${group//.//}/$artifact/$v/$artifact-$v${classifier:+-$classifier}.jar
  if [ ! -f "$file" ]; then
    (cd "$top" && ./mvnw -q dependency:get -Dtransitive=false -Dmaven.repo.local="$repo" \
      -Dartifact="$group:$artifact:$v:jar${classifier:+:$classifier}") > /dev/null
  fi
  echo "$file"
}
rm -rf "$out" && mkdir -p "$out/base-$version" "$out/in-place-$version" "$out/in-place-headers-$version" "$out/src" "$out/classes" "$out/classes-format"
classpath=$(jar_of org.slf4j:slf4j-api:1.7.36)
for m in $modules; do
  file=$(jar_of org.apache.parquet:parquet-$m:$version)
  cp "$file" "$out/base-$version/" && cp "$file" "$out/in-place-$version/" && cp "$file" "$out/in-place-headers-$version/"
  classpath=$classpath:$file
done
source=org/apache/parquet/hadoop/ColumnChunkPageReadStore.java
(cd "$out/src" && jar xf "$(jar_of org.apache.parquet:parquet-hadoop:$version:sources)" "$source")
patch -s -d "$out/src" -p5 < "$top/scripts/parquet-java-decrypt-in-place.patch"
# Java 8 bytecode, so that the class loads on every JVM the suite forks; -g keeps the line numbers profiles show.
release="--release 8"
javac -version 2>&1 | grep -q ' 1\.8' && release="-source 8 -target 8"
javac $release -g -nowarn -cp "$classpath" -d "$out/classes" "$out/src/$source"
jar uf "$out/in-place-$version/parquet-hadoop-$version.jar" -C "$out/classes" org/apache/parquet/hadoop
jar uf "$out/in-place-headers-$version/parquet-hadoop-$version.jar" -C "$out/classes" org/apache/parquet/hadoop
util=org/apache/parquet/format/Util.java
(cd "$out/src" && jar xf "$(jar_of org.apache.parquet:parquet-format-structures:$version:sources)" "$util")
patch -s -d "$out/src" -p5 < "$top/scripts/parquet-java-decrypted-header-stream.patch"
# The released jar shades Thrift; its sources name it unshaded.
sed -i 's/^import org\.apache\.thrift/import shaded.parquet.org.apache.thrift/' "$out/src/$util"
javac $release -g -nowarn -cp "$classpath" -d "$out/classes-format" "$out/src/$util"
jar uf "$out/in-place-headers-$version/parquet-format-structures-$version.jar" -C "$out/classes-format" org/apache/parquet/format
echo "parquet-java-decrypt-in-place.sh: $(ls "$out/classes/org/apache/parquet/hadoop" | wc -l) classes replaced in $out/in-place-$version/parquet-hadoop-$version.jar, $(ls "$out/classes-format/org/apache/parquet/format" | wc -l) more in $out/in-place-headers-$version; base in $out/base-$version"
