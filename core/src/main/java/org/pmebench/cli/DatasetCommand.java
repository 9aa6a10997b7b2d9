package org.pmebench.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.CitationGenerator;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.MalformedRecordException;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.SampleFiles;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench dataset}: generated LA parking citations as CSV in the city's export format, or a
 * sample orders table as Parquet (a file like a user's, for the files family and estimate).
 */
@Command(
    name = "dataset",
    mixinStandardHelpOptions = true,
    description =
        "Writes synthetic LA parking citations as CSV in the format of the city's export "
            + "(deterministic for a seed; see datasets/README.md for the real file); with --format parquet "
            + "the parking family's R1 file of them; with --table R1..R7 a workload's plaintext file as the "
            + "parquet family writes it; with --table orders a sample orders table as Parquet (nested, "
            + "dictionary-heavy and bloom-filtered columns): files to try estimate, the files family and the "
            + "spark family's --spark-tables on.")
final class DatasetCommand implements Callable<Integer> {
  /**
   * The codecs --codec takes: the ones parquet-hadoop 1.13.1 writes with the suite's jars alone.
   */
  static final java.util.List<String> CODECS =
      java.util.Arrays.asList("UNCOMPRESSED", "SNAPPY", "GZIP", "ZSTD", "LZ4_RAW");

  @Option(
      names = "--rows",
      defaultValue = "500000",
      paramLabel = "N",
      description = "Rows of the table (default: ${DEFAULT-VALUE}).")
  int rows;

  @Option(
      names = "--seed",
      defaultValue = "42",
      paramLabel = "N",
      description = "Random seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--columns",
      defaultValue = "19",
      paramLabel = "19|22",
      description =
          "19 (the export the blog used) or 22 (later exports' three description columns).")
  int columns;

  @Option(
      names = "--table",
      defaultValue = "citations",
      paramLabel = "T",
      description =
          "citations (default), R1..R7 (a workload's file, Parquet) or orders (Parquet, snappy, 64 KiB "
              + "pages, 16 MB row groups).")
  String table;

  @Option(
      names = "--format",
      paramLabel = "F",
      description =
          "citations: csv (the export's format, default) or parquet (the parking family's R1 file).")
  String format;

  @Option(
      names = "--page-rows",
      paramLabel = "N",
      description =
          "R1..R7 and orders: pages of about N rows (parquet-java's page row-count limit, applied at its "
              + "size checks; default 20000), for files of small pages: what encryption costs per page.")
  Integer pageRows;

  @Option(
      names = "--codec",
      paramLabel = "C",
      description =
          "R1..R7: the workload's file compressed with C instead of its own codec (UNCOMPRESSED, "
              + "SNAPPY, GZIP, ZSTD, LZ4_RAW), one property changed: what compression does to the "
              + "overhead.")
  String codec;

  @Option(
      names = "--output",
      required = true,
      paramLabel = "FILE",
      description = "The file to write.")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    boolean workload = checkOptions();
    int pageRowLimit = pageRows == null ? ParquetProperties.DEFAULT_PAGE_ROW_COUNT_LIMIT : pageRows;
    Path dir = output.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path temp = Files.createTempFile(dir, "." + output.getFileName(), ".tmp");
    try {
      write(temp, workload, pageRowLimit);
      Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
    spec.commandLine()
        .getOut()
        .printf(
            Locale.ROOT,
            "%s: %d %s, %d columns, seed %d, %.1f MB%n",
            output,
            rows,
            "citations".equals(table)
                ? "citations"
                : "orders".equals(table) ? "orders" : table + " rows",
            "orders".equals(table)
                ? SampleFiles.ORDERS.getPaths().size()
                : workload ? StandardRows.SCHEMA.getPaths().size() : columns,
            seed,
            Files.size(output) / 1e6);
    spec.commandLine().getOut().flush();
    return 0;
  }

  /** Refuses invalid options, each with its allowed values; whether the table is a workload's. */
  private boolean checkOptions() {
    if (rows < 1) {
      throw new UserError("invalid --rows " + rows + "; use 1 or more");
    }
    boolean workload = table.matches("R[1-7]");
    if (!"citations".equals(table) && !"orders".equals(table) && !workload) {
      throw new UserError("invalid --table " + table + "; allowed: citations, orders, R1 to R7");
    }
    if (format != null && !"csv".equals(format) && !"parquet".equals(format)) {
      throw new UserError("invalid --format " + format + "; allowed: csv, parquet");
    }
    if ("csv".equals(format) && !"citations".equals(table)) {
      throw new UserError("--format csv: --table " + table + " is written as Parquet");
    }
    if (codec != null) {
      if (!workload) {
        throw new UserError(
            "--codec: --table " + table + " is written with its own codec; use it with R1..R7");
      }
      if (!CODECS.contains(codec)) {
        throw new UserError("invalid --codec " + codec + "; allowed: " + String.join(", ", CODECS));
      }
    }
    if (pageRows != null && (pageRows < 1 || !(workload || "orders".equals(table)))) {
      throw new UserError(
          pageRows < 1
              ? "invalid --page-rows " + pageRows + "; use 1 or more"
              : "--page-rows: --table "
                  + table
                  + " is written with its workload's pages; use it with R1..R7 or orders");
    }
    if (columns != 19 && columns != 22) {
      throw new UserError("invalid --columns " + columns + "; allowed: 19, 22");
    }
    return workload;
  }

  /** Writes the table into {@code temp}, which the caller moves into place. */
  private void write(Path temp, boolean workload, int pageRowLimit) throws IOException {
    if ("orders".equals(table)) {
      SampleFiles.writeOrders(
          DiskFiles.output(temp),
          rows,
          16L << 20,
          pageRowLimit,
          WriterVersion.PARQUET_1_0,
          CompressionCodecName.SNAPPY,
          seed);
    } else if (workload) {
      StandardWorkload w = StandardWorkload.byId(table, 'R');
      StandardFiles.write(
          StandardRows.generate(rows, seed),
          DiskFiles.output(temp),
          w,
          w.rowGroupSize,
          pageRowLimit,
          codec == null ? w.codec : CompressionCodecName.valueOf(codec),
          null,
          StandardFiles.configuration());
    } else if ("parquet".equals(format)) {
      StringWriter csv = new StringWriter();
      new CitationGenerator(seed, CitationColumn.CLASSIC).write(csv, rows);
      try {
        CitationFiles.writeFromCsv(
            csv.toString(),
            DiskFiles.output(temp),
            CitationSchema.classic().schema,
            StandardWorkload.byId("R1", 'R'),
            null,
            StandardFiles.configuration());
      } catch (MalformedRecordException e) {
        throw new IOException("generated citations did not parse: " + e.getMessage(), e);
      }
    } else {
      try (Writer out =
          new OutputStreamWriter(Files.newOutputStream(temp), StandardCharsets.UTF_8)) {
        new CitationGenerator(
                seed,
                columns == 19 ? CitationColumn.CLASSIC : Arrays.asList(CitationColumn.values()))
            .write(out, rows);
      }
    }
  }
}
