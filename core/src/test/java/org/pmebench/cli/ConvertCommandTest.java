package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ConvertCommandTest extends CommandTest {
  private Path fixture(String name) throws Exception {
    Path file = dir.resolve(name);
    try (InputStream in = getClass().getResourceAsStream("/parking/" + name)) {
      Files.copy(in, file);
    }
    return file;
  }

  @Test
  void generatesThenConvertsWithTheSensitiveColumnsEncryptedAndPrintsTheirShare() throws Exception {
    Path csv = dir.resolve("gen/citations.csv");
    assertEquals(
        0, pmebench("dataset", "--rows", "3000", "--seed", "9", "--output", csv.toString()), err);
    assertTrue(out.startsWith(csv + ": 3000 citations, 19 columns, seed 9"), out);
    Path parquet = dir.resolve("c.parquet");
    assertEquals(
        0,
        pmebench(
            "convert",
            csv.toString(),
            parquet.toString(),
            "--encrypt",
            "sensitive",
            "--algorithm",
            "AES_GCM_CTR_V1"),
        err);
    assertTrue(
        out.startsWith(
            parquet
                + ": 3000 rows, 19 columns, AES_GCM_CTR_V1, sensitive encrypted; "
                + "0 malformed record(s) skipped"),
        out);
    assertTrue(out.contains("Ticket number + Issue Date: "), out);
    assertTrue(out.contains("| location |"), out);
    byte[] bytes = Files.readAllBytes(parquet);
    assertEquals(
        "PARE", new String(bytes, bytes.length - 4, 4, "US-ASCII"), "an encrypted-footer PME file");
  }

  @Test
  void malformedRecordsAreListedAndTheExitCodeSaysSo() throws Exception {
    Path csv = fixture("citations-malformed.csv");
    Path parquet = dir.resolve("m.parquet");
    assertEquals(
        ConvertCommand.EXIT_SKIPPED,
        pmebench("convert", csv.toString(), parquet.toString(), "--encrypt", "none"));
    assertTrue(
        out.startsWith(
            parquet
                + ": 2 rows, 19 columns, PLAINTEXT, none encrypted; 4 malformed record(s) skipped"),
        out);
    assertTrue(err.contains("line 4: Fine amount 'fifty' is not a number"), err);

    Path strict = dir.resolve("s.parquet");
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("convert", csv.toString(), strict.toString(), "--strict"));
    assertEquals("pmebench: " + csv + ": line 3: 18 fields, expected 19", err.trim());
    assertFalse(Files.exists(strict), "no half-written file");
    try (java.util.stream.Stream<Path> left = Files.list(dir)) {
      assertFalse(
          left.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")),
          "no temporary file left");
    }
  }

  @Test
  void badOptionsAreExitTwo() throws Exception {
    Path csv = fixture("citations-export.csv");
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "convert", csv.toString(), dir.resolve("x.parquet").toString(), "--encrypt", "some"));
    assertTrue(err.startsWith("pmebench: --encrypt: no column 'some'; its columns: "), err);
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "convert",
            csv.toString(),
            dir.resolve("x.parquet").toString(),
            "--encrypt",
            "all;sensitive"));
    assertEquals("pmebench: --encrypt: this command takes one column set, not 2", err.trim());
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "convert", dir.resolve("absent.csv").toString(), dir.resolve("x.parquet").toString()));
    assertTrue(err.contains("absent.csv: no readable file there"), err);
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("dataset", "--columns", "20", "--output", dir.resolve("d.csv").toString()));
    assertEquals("pmebench: invalid --columns 20; allowed: 19, 22", err.trim());
  }
}
