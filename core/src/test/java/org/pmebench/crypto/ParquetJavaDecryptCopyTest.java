package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.hadoop.ParquetReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.Commands;

/**
 * The behaviour behind docs/upstream/parquet-java-decrypt-page-copy.md: parquet-java 1.13.1 copies
 * each encrypted page into a new array before decrypting it, so reading an encrypted file allocates
 * two arrays per encrypted byte more than its plaintext twin (the copy and the decrypted output);
 * with the report's change (scripts/parquet-java-decrypt-in-place.sh) it allocates one and reads
 * the same values, with or without the script's second change (decrypted headers read from an
 * unsynchronized stream). Counted in bytes the reading thread allocated ({@link
 * DecryptAllocation}), not timed. When parquet-java stops copying, the first test fails and the
 * report is due for an update.
 */
class ParquetJavaDecryptCopyTest {
  @TempDir Path dir;

  @Test
  void anEncryptedReadAllocatesTwoArraysPerEncryptedByte() throws Exception {
    DecryptAllocation.Result r = DecryptAllocation.measure(dir);
    assertTrue(
        r.perEncryptedByte > 1.8 && r.perEncryptedByte < 2.4,
        "extra bytes allocated per byte of the encrypted file: " + r.perEncryptedByte);
    assertTrue(r.sameValues);
  }

  @Test
  void withThePatchAnEncryptedReadAllocatesOneArrayPerEncryptedByte() throws Exception {
    // The patched build from the script the report gives, from the jars this build resolved.
    Path jar =
        Paths.get(ParquetReader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path repository = jar.getParent().getParent().getParent().getParent().getParent().getParent();
    Path builds = dir.resolve("builds");
    String built =
        Commands.output(
            "bash",
            "scripts/parquet-java-decrypt-in-place.sh",
            "--out",
            builds.toString(),
            "--repo",
            repository.toString());
    // The change alone, and with decrypted headers read from an unsynchronized stream as well.
    for (String build : new String[] {"in-place-1.13.1", "in-place-headers-1.13.1"}) {
      String out = childRead(builds.resolve(build));
      // The probe's line is the last: Hadoop may warn before it.
      String[] lines = out.trim().split("\n");
      String[] fields = lines[lines.length - 1].trim().split(" ");
      double perEncryptedByte = Double.parseDouble(fields[0]);
      assertTrue(
          perEncryptedByte > 0.8 && perEncryptedByte < 1.3,
          build + ": extra bytes allocated per byte of the encrypted file: " + out + built);
      assertEquals(
          "true", fields[1], build + ": the patched read's values against the plaintext's");
    }
  }

  /** The probe in a child JVM with the build's jars in front of this build's class path. */
  private String childRead(Path patched) throws Exception {
    List<String> classPath = new ArrayList<String>();
    for (String name :
        new String[] {"hadoop", "column", "common", "encoding", "format-structures", "jackson"}) {
      classPath.add(patched.resolve("parquet-" + name + "-1.13.1.jar").toString());
    }
    classPath.add(System.getProperty("java.class.path"));
    Path files = Files.createDirectories(dir.resolve("files-" + patched.getFileName()));
    return Commands.output(
        Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp",
        String.join(File.pathSeparator, classPath),
        DecryptAllocation.class.getName(),
        files.toString());
  }
}
