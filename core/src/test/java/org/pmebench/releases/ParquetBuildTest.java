package org.pmebench.releases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --parquet-versions' values: a release, or a local build labelled by its version and the hash of
 * its jars, so that two builds of one version never share a label.
 */
class ParquetBuildTest {
  @TempDir Path dir;

  private Path jar(Path in, String name, String content) throws Exception {
    Files.createDirectories(in);
    Path jar = in.resolve(name);
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar))) {
      zip.putNextEntry(new ZipEntry("content.txt"));
      zip.write(content.getBytes(StandardCharsets.UTF_8));
      zip.closeEntry();
    }
    return jar;
  }

  @Test
  void aReleaseIsItsNumberAndALocalBuildItsVersionAndTheHashOfItsJars() throws Exception {
    ParquetBuild release = ParquetBuild.of("1.15.2");
    assertTrue(release.isRelease());
    assertEquals("1.15.2", release.label);
    assertEquals(8, release.minimumJava());

    Path build = dir.resolve("snapshot");
    jar(build, "parquet-hadoop-1.19.0-SNAPSHOT.jar", "a");
    jar(build, "parquet-column-1.19.0-SNAPSHOT.jar", "b");
    ParquetBuild local = ParquetBuild.of(build.toString());
    assertFalse(local.isRelease());
    assertEquals("1.19.0-SNAPSHOT", local.version);
    assertTrue(local.label.matches("local-1\\.19\\.0-SNAPSHOT-[0-9a-f]{8}"), local.label);
    assertTrue(ParquetBuild.isLabel(local.label));
    assertEquals(11, local.minimumJava());
    assertEquals(build.toAbsolutePath(), local.jars(dir, dir.resolve("log")));
    assertEquals(local.label, ParquetBuild.of(build.toString()).label, "the same jars, one label");

    jar(build, "parquet-column-1.19.0-SNAPSHOT.jar", "c");
    String changed = ParquetBuild.of(build.toString()).label;
    assertNotEquals(local.label, changed, "one byte changed");
    Files.move(
        build.resolve("parquet-column-1.19.0-SNAPSHOT.jar"),
        build.resolve("parquet-encoding-1.19.0-SNAPSHOT.jar"));
    assertNotEquals(changed, ParquetBuild.of(build.toString()).label, "the same bytes renamed");
  }

  @Test
  void aLocalBuildNeedsTheJavaItsClassesWereCompiledFor() throws Exception {
    Path build = dir.resolve("main");
    Path hadoop = build.resolve("parquet-hadoop-1.19.0-SNAPSHOT.jar");
    Files.createDirectories(build);
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(hadoop))) {
      zip.putNextEntry(new ZipEntry("META-INF/versions/9/module-info.class"));
      zip.write(new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 53});
      zip.putNextEntry(new ZipEntry("org/apache/parquet/hadoop/ParquetFileReader.class"));
      // Java 17's class file: major version 61.
      zip.write(new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61});
    }
    assertEquals(17, ParquetBuild.of(build.toString()).minimumJava());
    assertEquals(17, ParquetBuild.classFileJava(hadoop));
    Path notAClass = build.resolve("not-a-class.jar");
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(notAClass))) {
      zip.putNextEntry(new ZipEntry("org/apache/parquet/Broken.class"));
      zip.write(new byte[] {1, 2, 3, 4, 0, 0, 0, 61});
    }
    assertEquals(0, ParquetBuild.classFileJava(notAClass), "not a class file: nothing said");
  }

  @Test
  void whatIsNeitherAReleaseNorABuildIsRefusedSayingWhy() throws Exception {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ParquetBuild.of("latest"));
    assertEquals(
        "'latest' is neither a release number (1.x.y) nor a directory of jars", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ParquetBuild.of("/nonexistent/jars"));
    assertEquals("/nonexistent/jars: no such directory (give a directory of jars)", e.getMessage());
    Path empty = dir.resolve("empty");
    jar(empty, "parquet-column-1.19.0.jar", "x");
    e = assertThrows(IllegalArgumentException.class, () -> ParquetBuild.of(empty.toString()));
    assertTrue(
        e.getMessage()
            .endsWith(
                ": no parquet-hadoop-<version>.jar there (give a directory holding parquet-hadoop "
                    + "and the jars it needs)"),
        e.getMessage());
    assertFalse(ParquetBuild.isLabel("local-latest"));
  }
}
