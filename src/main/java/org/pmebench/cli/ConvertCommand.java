package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.parking.CitationColumn;
import org.pmebench.parking.CitationCsvReader;
import org.pmebench.parking.CitationFiles;
import org.pmebench.parking.ColumnShares;
import org.pmebench.parking.EncryptedColumns;
import org.pmebench.parking.MalformedRecordException;
import org.pmebench.parquet.DiskFiles;
import org.pmebench.parquet.StandardFiles;
import org.pmebench.parquet.StandardWorkload;
import org.pmebench.results.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pmebench convert}: a parking-citations CSV into a Parquet file, encrypting the columns asked for. */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = {"Converts a parking-citations CSV (the city's export or pmebench dataset) into Parquet with",
        "a workload's row-group/page/codec settings, encrypting none, the 2 sensitive or all columns.",
        "Prints the rows written, every malformed record (line and reason) and each column's share of the",
        "file's column data."})
final class ConvertCommand implements Callable<Integer> {
  /** Exit code when malformed records were skipped (the file was still written). */
  static final int EXIT_SKIPPED = 3;

  @Parameters(index = "0", paramLabel = "CSV", description = "The CSV to read.")
  Path csv;

  @Parameters(index = "1", paramLabel = "PARQUET", description = "The Parquet file to write (replaced).")
  Path parquet;

  @Option(names = "--encrypt", defaultValue = "sensitive", paramLabel = "SET",
      description = "none, sensitive (Ticket number, Issue Date, and the footer) or all (default: ${DEFAULT-VALUE}).")
  String encrypt;

  @Option(names = "--algorithm", defaultValue = "AES_GCM_V1", paramLabel = "ALG",
      description = "AES_GCM_V1 or AES_GCM_CTR_V1 (default: ${DEFAULT-VALUE}).")
  String algorithm;

  @Option(names = "--spec", defaultValue = "W1", paramLabel = "ID",
      description = "Row-group size, page size and codec of this write workload, W1 to W7 (default: ${DEFAULT-VALUE}).")
  String workload;

  @Option(names = "--key-seed", defaultValue = "42", paramLabel = "N",
      description = "Seed of the explicit footer and column keys (the benchmarks use 42).")
  long keySeed;

  @Option(names = "--strict", description = "Stop at the first malformed record (exit 2) instead of skipping it.")
  boolean strict;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    EncryptedColumns columns;
    EncryptionMode mode;
    StandardWorkload settings;
    try {
      columns = EncryptedColumns.byId(encrypt);
      mode = columns == EncryptedColumns.NONE ? EncryptionMode.PLAINTEXT : EncryptionMode.byName(algorithm);
      if (!mode.encrypted() && columns != EncryptedColumns.NONE) {
        throw new IllegalArgumentException("--algorithm must be AES_GCM_V1 or AES_GCM_CTR_V1");
      }
      settings = StandardWorkload.byId(workload, 'W');
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    if (!Files.isReadable(csv)) {
      throw new UserError(csv + ": no readable file there");
    }
    ExplicitKeys keys = new ExplicitKeys(keySeed);
    Path dir = parquet.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    // Written beside the target and renamed when complete: a failed conversion leaves no half file.
    Path temp = Files.createTempFile(dir, "." + parquet.getFileName(), ".tmp");
    CitationCsvReader reader;
    try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      reader = CitationCsvReader.open(in, strict);
      List<ColumnPath> encrypted = columns.paths(reader.schema);
      FileEncryptionProperties encryption = keys.encrypt(mode, encrypted);
      try (ParquetWriter<Group> writer = CitationFiles.writer(DiskFiles.output(temp), reader.schema.schema, settings,
          encryption, StandardFiles.configuration())) {
        Group row;
        while ((row = reader.next()) != null) {
          writer.write(row);
        }
      }
      AtomicFiles.moveIntoPlace(temp, parquet);
    } catch (MalformedRecordException e) {
      throw new UserError(csv + ": " + e.getMessage());
    } finally {
      Files.deleteIfExists(temp);
    }
    report(reader, keys, mode, columns);
    return reader.problems().isEmpty() ? 0 : EXIT_SKIPPED;
  }

  private void report(CitationCsvReader reader, ExplicitKeys keys, EncryptionMode mode, EncryptedColumns columns)
      throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%s: %d rows, %d columns, %s, %s encrypted; %d malformed record(s) skipped, %d blank line(s)%n",
        parquet, reader.rows(), reader.schema.columns.size(), mode, columns.id(), reader.problems().size(),
        reader.blankLines());
    for (CitationCsvReader.Problem p : reader.problems()) {
      spec.commandLine().getErr().println("pmebench: " + csv + " " + p);
    }
    ColumnShares shares = ColumnShares.of(DiskFiles.input(parquet),
        mode.encrypted() ? keys.decryptAll(reader.schema.schema) : null);
    double sensitive = 0;
    for (CitationColumn c : CitationColumn.SENSITIVE) {
      sensitive += shares.share(c.parquetName);
    }
    out.printf(Locale.ROOT, "column data %d bytes; Ticket number + Issue Date: %.1f%%%n", shares.total(),
        100 * sensitive);
    out.print(shares.toMarkdown());
    if (mode.encrypted()) {
      out.printf(Locale.ROOT, "keys: explicit, derived from --key-seed %d (the benchmarks' keys when 42)%n", keySeed);
    }
    out.flush();
  }
}
