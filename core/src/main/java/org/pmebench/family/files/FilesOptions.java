package org.pmebench.family.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.schema.MessageType;
import org.pmebench.crypto.FileModules;
import org.pmebench.run.Choices;
import org.pmebench.run.EncryptOption;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.userfiles.CsvTable;
import org.pmebench.userfiles.UserFiles;
import org.pmebench.util.TemporaryFiles;
import org.pmebench.workload.DiskFiles;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The files family's options on {@code run}, as given, and the one thing they do: make its {@link
 * FilesMatrix}, checked (a bad value, or a file that cannot be measured, is a {@link UserError}),
 * writing the CSV files given as Parquet first.
 */
final class FilesOptions {
  @Option(
      names = "--files",
      split = ",",
      paramLabel = "PATH",
      description =
          "files: plaintext Parquet files, directories of them (a table: every .parquet file under it), or "
              + "CSV exports (.csv, with a header row), written as Parquet first.")
  List<Path> paths;

  @Option(
      names = "--csv-schema",
      paramLabel = "FILE",
      description =
          "files: the Parquet message type of the CSV files' columns, in their order (default: inferred "
              + "from every value and shown in the run's header).")
  Path csvSchema;

  /** The CSV files written as Parquet for this run, each with its schema, for the run's header. */
  private final List<String> converted = new ArrayList<String>();

  /** The --encrypt value that stands for one set per column. */
  static final String EACH = "each";

  @Mixin EncryptOption encrypt;

  @Option(
      names = "--read-columns",
      paramLabel = "COLUMNS",
      description =
          "files: also read only these columns (dotted paths joined with ','), beside the whole file.")
  String readColumns;

  @Option(
      names = "--files-modes",
      split = ",",
      paramLabel = "MODE",
      description =
          "files: AES_GCM_V1, AES_GCM_CTR_V1 (default both; PLAINTEXT always runs as the baseline).")
  List<String> modes;

  @Option(
      names = "--files-operations",
      split = ",",
      paramLabel = "OP",
      description = "files: read and/or write (default both).")
  List<String> operations;

  /**
   * The matrix these options give with the run's {@code variants} and {@code pairing}: the files
   * given, each checked, and the column sets; a bad value or a file that cannot be measured is a
   * {@link UserError}.
   */
  FilesMatrix matrix(List<JvmVariant> variants, Pairing pairing) {
    if (pairing != Pairing.INTERLEAVED) {
      throw new UserError(
          "--pairing " + pairing.id() + ": the files family measures in interleaved rounds only");
    }
    if (paths == null || paths.isEmpty()) {
      throw new UserError(
          "the files family measures your Parquet files: give them with --files PATH[,PATH...]");
    }
    FilesMatrix m = new FilesMatrix();
    m.modes =
        Choices.checkOrDefault("encryption mode", modes, FilesMatrix.ENCRYPTED_MODES, m.modes);
    m.operations =
        Choices.checkOrDefault("operation", operations, FilesMatrix.OPERATIONS, m.operations);
    if (variants != null) {
      m.variants = variants;
    }
    List<Path> expanded = expand();
    List<ColumnSet> sets = columnSets(expanded.get(0));
    ColumnSet read = null;
    if (readColumns != null) {
      read = parse("--read-columns", readColumns);
      if (read.isAll()) {
        throw new UserError(
            "--read-columns all: the whole file is always read; name the columns of a projection");
      }
      if (!m.operations.contains("read")) {
        throw new UserError(
            "--read-columns: this run does not read (--files-operations "
                + String.join(",", m.operations)
                + ")");
      }
      m.readColumns = read.param();
    }
    // A file given twice (or inside a directory also given) is measured once.
    Set<String> files = new LinkedHashSet<String>();
    for (Path file : expanded) {
      if (files.add(file.toAbsolutePath().normalize().toString())) {
        check(file, sets, read, m);
      }
    }
    m.files = new ArrayList<String>(files);
    m.columnSets = new ArrayList<String>();
    for (ColumnSet s : sets) {
      m.columnSets.add(s.param());
    }
    return m;
  }

  /**
   * The sets {@code --encrypt} gives; {@value #EACH} stands for one set per column of {@code
   * first}.
   */
  private List<ColumnSet> columnSets(Path first) {
    List<String> texts = new ArrayList<String>();
    for (String set : encrypt.texts(ColumnSet.ALL)) {
      if (EACH.equals(set.trim())) {
        texts.addAll(ColumnSet.parse(ColumnSet.ALL).dottedLeavesPresent(schema(first)));
      } else {
        texts.add(set);
      }
    }
    return EncryptOption.parseAll(texts);
  }

  /**
   * The first file's schema, for {@value #EACH}; a file that is not Parquet is refused as by the
   * checks.
   */
  private static MessageType schema(Path file) {
    try {
      return UserFiles.plaintextFooter(file).getFileMetaData().getSchema();
    } catch (IOException | RuntimeException e) {
      throw new UserError(file + ": " + e.getMessage());
    }
  }

  private static ColumnSet parse(String option, String text) {
    try {
      return ColumnSet.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UserError(option + ": " + e.getMessage());
    }
  }

  private List<Path> expand() {
    try {
      List<Path> files = new ArrayList<Path>();
      for (Path file : UserFiles.expand(paths)) {
        files.add(CsvTable.isCsv(file) ? fromCsv(file) : file);
      }
      if (csvSchema != null && converted.isEmpty()) {
        throw new UserError("--csv-schema: --files names no .csv file");
      }
      return files;
    } catch (IllegalArgumentException e) {
      throw new UserError("--files " + e.getMessage());
    } catch (IOException e) {
      throw new UserError("--files: " + e.getMessage());
    }
  }

  /**
   * The CSV file written as Parquet into a directory of its own under the system's temporary one,
   * removed when the run ends: the user's file is only read.
   */
  private Path fromCsv(Path csv) throws IOException {
    MessageType schema =
        csvSchema != null ? CsvTable.parseSchema(csvSchema) : CsvTable.inferSchema(csv);
    Path dir = Files.createTempDirectory("pmebench-csv-");
    TemporaryFiles.deleteAtExit(dir);
    String name = csv.getFileName().toString().replaceAll("(?i)\\.csv$", "") + ".parquet";
    Path parquet = dir.resolve(name);
    CsvTable.write(csv, schema, DiskFiles.output(parquet));
    converted.add(
        csv.getFileName()
            + " as "
            + name
            + " with "
            + (csvSchema != null
                ? "the schema of " + csvSchema
                : "the inferred schema " + schema.toString().replaceAll("\\s+", " ").trim()));
    return parquet;
  }

  /** The CSV files these options had written as Parquet, and with which schema. */
  List<String> converted() {
    return converted;
  }

  /**
   * Refuses, naming the file, what cannot be measured: not Parquet, encrypted, empty, or without a
   * column the sets name; and records the largest file's size for the heap.
   */
  private static void check(Path file, List<ColumnSet> sets, ColumnSet read, FilesMatrix m) {
    ParquetMetadata footer;
    try {
      // FileModules refuses what is not plaintext Parquet with the one-line reasons estimate gives.
      FileModules.of(DiskFiles.input(file));
      try (ParquetFileReader reader = ParquetFileReader.open(DiskFiles.input(file))) {
        footer = reader.getFooter();
      }
    } catch (IOException | RuntimeException e) {
      throw new UserError(file + ": " + e.getMessage());
    }
    long rows = 0;
    long uncompressed = 0;
    for (BlockMetaData block : footer.getBlocks()) {
      rows += block.getRowCount();
      uncompressed += block.getTotalByteSize();
    }
    if (rows == 0) {
      throw new UserError(file + ": no rows: there is nothing to read or write");
    }
    MessageType schema = footer.getFileMetaData().getSchema();
    try {
      for (ColumnSet s : sets) {
        s.leaves(schema);
      }
      if (read != null) {
        read.leaves(schema);
      }
    } catch (IllegalArgumentException e) {
      throw new UserError(file + ": " + e.getMessage());
    }
    m.largestFileBytes = Math.max(m.largestFileBytes, file.toFile().length());
    m.largestUncompressedBytes = Math.max(m.largestUncompressedBytes, uncompressed);
  }
}
