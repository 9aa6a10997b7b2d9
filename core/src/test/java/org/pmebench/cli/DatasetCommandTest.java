package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.junit.jupiter.api.Test;
import org.pmebench.citations.CitationSchema;
import org.pmebench.crypto.FileModules;
import org.pmebench.userfiles.SampleFiles;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.StandardRows;

/** The tables {@code dataset} writes, and its refusals. */
class DatasetCommandTest extends CommandTest {
  /** The command's exit code; {@code err} trimmed. */
  @Override
  int pmebench(String... args) {
    int code = super.pmebench(args);
    err = err.trim();
    return code;
  }

  @Test
  void writesEachTableAsParquetWithItsSchemaAndRows() throws Exception {
    assertEquals(
        0,
        pmebench("dataset", "--table=orders", "--rows=500", "--output=" + dir.resolve("o.parquet")),
        err);
    assertEquals(
        0,
        pmebench("dataset", "--table=R3", "--rows=400", "--output=" + dir.resolve("r3.parquet")),
        err);
    assertEquals(
        0,
        pmebench(
            "dataset", "--format=parquet", "--rows=300", "--output=" + dir.resolve("c.parquet")),
        err);
    assertEquals(SampleFiles.ORDERS, footer("o.parquet").getFileMetaData().getSchema());
    assertEquals(StandardRows.SCHEMA, footer("r3.parquet").getFileMetaData().getSchema());
    assertEquals(
        CitationSchema.classic().schema, footer("c.parquet").getFileMetaData().getSchema());
    assertEquals(500, footer("o.parquet").getBlocks().get(0).getRowCount());
    assertEquals(400, footer("r3.parquet").getBlocks().get(0).getRowCount());
    assertEquals(300, footer("c.parquet").getBlocks().get(0).getRowCount());
  }

  @Test
  void pageRowsCutsEveryColumnsPagesAtThatManyRows() throws Exception {
    assertEquals(
        0,
        pmebench(
            "dataset",
            "--table=R1",
            "--rows=400",
            "--page-rows=50",
            "--output=" + dir.resolve("r1.parquet")),
        err);
    assertEquals(
        0,
        pmebench(
            "dataset",
            "--table=orders",
            "--rows=400",
            "--page-rows=20",
            "--output=" + dir.resolve("o.parquet")),
        err);
    for (String[] file : new String[][] {{"r1.parquet", "8"}, {"o.parquet", "20"}}) {
      FileModules modules = FileModules.of(DiskFiles.input(dir.resolve(file[0])));
      for (java.util.Map.Entry<String, FileModules.Column> c : modules.columns.entrySet()) {
        // parquet-java applies the limit at its own size checks (and where a column falls back from
        // its
        // dictionary): pages of about that many rows, a few more at times, never more pages than
        // rows / N.
        long pages = c.getValue().modules(FileModules.Kind.DATA_PAGE);
        long most = Long.parseLong(file[1]);
        assertTrue(
            pages <= most && pages >= most * 3 / 4,
            file[0] + " " + c.getKey() + ": " + pages + " pages");
      }
    }
    Path out = dir.resolve("x");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("dataset", "--page-rows=10", "--output=" + out));
    assertEquals(
        "pmebench: --page-rows: --table citations is written with its workload's pages; use it with R1..R7 "
            + "or orders",
        err);
    assertEquals(
        PmeBench.EXIT_USAGE, pmebench("dataset", "--table=R1", "--page-rows=0", "--output=" + out));
    assertEquals("pmebench: invalid --page-rows 0; use 1 or more", err);
    assertFalse(Files.exists(out));
  }

  @Test
  void codecChangesAWorkloadsFileInThatOnePropertyAndIsRefusedElsewhere() throws Exception {
    Path zstd = dir.resolve("r1-zstd.parquet");
    Path own = dir.resolve("r1.parquet");
    assertEquals(
        0,
        pmebench("dataset", "--table=R1", "--rows=400", "--codec=ZSTD", "--output=" + zstd),
        err);
    assertEquals(0, pmebench("dataset", "--table=R1", "--rows=400", "--output=" + own), err);
    try (ParquetFileReader z = ParquetFileReader.open(DiskFiles.input(zstd));
        ParquetFileReader u = ParquetFileReader.open(DiskFiles.input(own))) {
      java.util.List<org.apache.parquet.hadoop.metadata.ColumnChunkMetaData> zc =
          z.getFooter().getBlocks().get(0).getColumns();
      java.util.List<org.apache.parquet.hadoop.metadata.ColumnChunkMetaData> uc =
          u.getFooter().getBlocks().get(0).getColumns();
      for (int i = 0; i < zc.size(); i++) {
        assertEquals("ZSTD", zc.get(i).getCodec().name(), zc.get(i).toString());
        assertEquals("UNCOMPRESSED", uc.get(i).getCodec().name(), uc.get(i).toString());
        assertEquals(uc.get(i).getEncodings(), zc.get(i).getEncodings(), "the same encodings");
      }
    }
    Path out = dir.resolve("x");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("dataset", "--codec=ZSTD", "--output=" + out));
    assertEquals(
        "pmebench: --codec: --table citations is written with its own codec; use it with R1..R7",
        err);
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("dataset", "--table=R1", "--codec=BROTLI", "--output=" + out));
    assertEquals(
        "pmebench: invalid --codec BROTLI; allowed: UNCOMPRESSED, SNAPPY, GZIP, ZSTD, LZ4_RAW",
        err);
    assertFalse(Files.exists(out));
  }

  @Test
  void refusesATableOrFormatItDoesNotHaveInOneLine() {
    Path out = dir.resolve("x");
    assertEquals(PmeBench.EXIT_USAGE, pmebench("dataset", "--table=R8", "--output=" + out));
    assertEquals("pmebench: invalid --table R8; allowed: citations, orders, R1 to R7", err);
    assertEquals(PmeBench.EXIT_USAGE, pmebench("dataset", "--format=json", "--output=" + out));
    assertEquals("pmebench: invalid --format json; allowed: csv, parquet", err);
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench("dataset", "--table=orders", "--format=csv", "--output=" + out));
    assertEquals("pmebench: --format csv: --table orders is written as Parquet", err);
    assertFalse(Files.exists(out));
  }

  private ParquetMetadata footer(String name) throws Exception {
    try (ParquetFileReader reader = ParquetFileReader.open(DiskFiles.input(dir.resolve(name)))) {
      return reader.getFooter();
    }
  }
}
