package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnCryptoMetaData;
import org.apache.parquet.format.EncryptionAlgorithm;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.pmebench.citations.CitationFiles;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.kms.KeyMetadataText;
import org.pmebench.run.UserError;
import org.pmebench.security.ModuleLengths;
import org.pmebench.util.StuckThread;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.ReadFailures;
import org.pmebench.workload.UnreadableFileException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench inspect}: what a Parquet file's encryption is, and with --verify whether every
 * value reads.
 */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shows a Parquet file's encryption: footer mode, algorithm, AAD prefix, row count, schema, and",
      "which columns are encrypted with which key; with --modules, what PME would encrypt in a plaintext",
      "file, per column. With --verify, reads every value of every column and",
      "reports the columns that fail (missing key, wrong key, integrity check). Exit 0: all good;",
      "1: --verify found a column that does not read; 2: the file or the keys cannot be used at all."
    })
final class InspectCommand implements Callable<Integer> {
  static final int EXIT_VERIFY_FAILED = 1;

  @Parameters(index = "0", paramLabel = "PARQUET", description = "The file to inspect.")
  Path file;

  @Option(
      names = "--verify",
      description = "Read every value of every column (decrypting and checking it).")
  boolean verify;

  @Option(
      names = "--modules",
      description = {
        "A plaintext file: the modules PME would encrypt in it, per column",
        "(pages, page headers, indexes, bloom filters, column metadata) with their bytes, from its footer and",
        "page headers alone."
      })
  boolean modules;

  @Mixin KeyOptions keys;

  @Spec CommandSpec spec;

  /**
   * Whatever a changed or corrupt file makes parquet throw, inspect answers in one line: an
   * exception of a type parquet does not document (the fuzz campaign found some, docs/findings.md)
   * or a refused allocation becomes a UserError, never a stack trace.
   */
  @Override
  public Integer call() throws IOException {
    try {
      return inspect();
    } catch (UserError e) {
      throw e;
    } catch (IOException | RuntimeException | OutOfMemoryError | StackOverflowError e) {
      throw new UserError(file + ": cannot be read: " + ReadFailures.rootMessage(e));
    }
  }

  private int inspect() throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new UserError(file + ": no such file");
    }
    InputFile input = DiskFiles.input(file);
    FileTail tail;
    try {
      tail = FileTail.read(input);
    } catch (UnreadableFileException e) {
      throw new UserError(file + ": " + e.getMessage());
    }
    KeyOptions.Source source = keys.source(false);
    FileDecryptionProperties footerKeys =
        keys.decryption(file, Collections.<ColumnPath>emptyList(), source);
    if (tail.footerMode == FileTail.FooterMode.ENCRYPTED && footerKeys == null) {
      throw new UserError(
          file
              + ": the footer is encrypted: give the keys (--key-list, --footer-key or --key-seed)");
    }
    MessageType schema;
    FileMetaData metadata;
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            input, ParquetReadOptions.builder().withDecryption(footerKeys).build())) {
      // Opening verifies a plaintext footer's signature when the footer key is known.
      schema = reader.getFooter().getFileMetaData().getSchema();
      metadata = tail.metadata(footerKeys);
    } catch (IOException | RuntimeException | OutOfMemoryError e) {
      throw new UserError(file + ": " + ReadFailures.footer(e));
    }
    PrintWriter out = spec.commandLine().getOut();
    describe(out, tail, metadata, schema, footerKeys != null);
    if (modules) {
      if (tail.footerMode != FileTail.FooterMode.NONE) {
        throw new UserError(
            file
                + ": --modules counts what PME would encrypt in a plaintext file; this one is "
                + "encrypted already");
      }
      out.print(ModuleTable.toMarkdown(FileModules.of(input)));
    }
    int result = 0;
    if (verify) {
      List<ColumnPath> columns = new ArrayList<ColumnPath>();
      for (String[] path : schema.getPaths()) {
        columns.add(ColumnPath.get(path));
      }
      FileDecryptionProperties decryption = keys.decryption(file, columns, source);
      result =
          verify(
              out,
              input,
              schema,
              metadata.getNum_rows(),
              decryption,
              lengthProblems(input, decryption, metadata),
              tail.algorithm() != null && tail.algorithm().isSetAES_GCM_CTR_V1());
    }
    out.flush();
    return result;
  }

  private void describe(
      PrintWriter out,
      FileTail tail,
      FileMetaData metadata,
      MessageType schema,
      boolean keysGiven) {
    out.printf(
        Locale.ROOT,
        "%s: %d bytes; footer: %s%n",
        file,
        tail.fileLength,
        tail.footerMode.description);
    describeAlgorithm(out, tail, keysGiven);
    out.printf(
        Locale.ROOT,
        "rows: %d in %d row group(s); created by: %s%n",
        metadata.getNum_rows(),
        metadata.getRow_groupsSize(),
        metadata.getCreated_by());
    out.print("schema: " + schema);
    columnTable(out, metadata, schema);
  }

  /** The file's algorithm, its AAD prefix, footer key and (plaintext footer) signature. */
  private void describeAlgorithm(PrintWriter out, FileTail tail, boolean keysGiven) {
    EncryptionAlgorithm algorithm = tail.algorithm();
    if (algorithm != null) {
      boolean gcm = algorithm.isSetAES_GCM_V1();
      byte[] prefix =
          gcm
              ? algorithm.getAES_GCM_V1().getAad_prefix()
              : algorithm.getAES_GCM_CTR_V1().getAad_prefix();
      boolean supply =
          gcm
              ? algorithm.getAES_GCM_V1().isSupply_aad_prefix()
              : algorithm.getAES_GCM_CTR_V1().isSupply_aad_prefix();
      out.printf(
          Locale.ROOT,
          "algorithm: %s; AAD prefix: %s%n",
          gcm ? "AES_GCM_V1" : "AES_GCM_CTR_V1",
          prefix != null
              ? "stored in the file ('"
                  + new String(prefix, java.nio.charset.StandardCharsets.UTF_8)
                  + "')"
              : supply ? "not stored: readers must supply it (--aad-prefix)" : "none");
      out.printf(
          Locale.ROOT,
          "footer key: %s%n",
          KeyMetadataText.describe(tail.footerKeyMetadata(), file));
      if (tail.footerMode == FileTail.FooterMode.PLAINTEXT) {
        out.println(
            "footer signature: "
                + (keysGiven
                    ? "verified with the footer key"
                    : "not verified (no footer key given)"));
      }
    }
  }

  /** Every column's type and how it is encrypted, with which key (from the first row group). */
  private void columnTable(PrintWriter out, FileMetaData metadata, MessageType schema) {
    out.println("| column | type | encryption | key |");
    out.println("|---|---|---|---|");
    List<ColumnChunk> chunks =
        metadata.getRow_groupsSize() == 0 ? null : metadata.getRow_groups().get(0).getColumns();
    List<String[]> paths = schema.getPaths();
    for (int i = 0; i < paths.size(); i++) {
      ColumnPath path = ColumnPath.get(paths.get(i));
      String type =
          schema
              .getColumnDescription(paths.get(i))
              .getPrimitiveType()
              .getPrimitiveTypeName()
              .name();
      String encryption;
      String key;
      ColumnCryptoMetaData crypto =
          chunks == null || !chunks.get(i).isSetCrypto_metadata()
              ? null
              : chunks.get(i).getCrypto_metadata();
      if (chunks == null) {
        encryption = "unknown (no row groups)";
        key = "–";
      } else if (crypto == null) {
        encryption = "plaintext";
        key = "–";
      } else if (crypto.isSetENCRYPTION_WITH_FOOTER_KEY()) {
        encryption = "encrypted with the footer key";
        key = "footer key";
      } else {
        encryption = "encrypted with its own key";
        key =
            KeyMetadataText.describe(
                crypto.getENCRYPTION_WITH_COLUMN_KEY().getKey_metadata(), file);
      }
      out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", path.toDotString(), type, encryption, key);
    }
  }

  /**
   * Per top-level field, the first length in its column chunks that parquet would trust but does
   * not fit ({@link ModuleLengths}): such a column is not read, which would allocate what the
   * length says.
   */
  private static Map<String, String> lengthProblems(
      InputFile input, FileDecryptionProperties decryption, FileMetaData metadata) {
    Map<String, String> problems = new HashMap<String, String>();
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            input, ParquetReadOptions.builder().withDecryption(decryption).build())) {
      List<BlockMetaData> blocks = reader.getFooter().getBlocks();
      for (int b = 0; b < blocks.size(); b++) {
        List<ColumnChunkMetaData> chunks = blocks.get(b).getColumns();
        for (int c = 0; c < chunks.size(); c++) {
          ColumnChunkMetaData chunk = chunks.get(c);
          try {
            String field = chunk.getPath().toArray()[0];
            boolean encrypted =
                metadata.getRow_groups().get(b).getColumns().get(c).isSetCrypto_metadata();
            String problem = ModuleLengths.problem(input, chunk, encrypted);
            if (problem != null && !problems.containsKey(field)) {
              problems.put(field, problem);
            }
          } catch (IOException | RuntimeException e) {
            // e.g. no key for the column's metadata: reading the column says so
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      // the footer with these keys: reading each column says what is wrong
    }
    return problems;
  }

  /** How long a column may read without a new value before inspect calls it stuck. */
  static long stallMillis = 10_000;

  /** A read that made no progress for {@link #stallMillis}. */
  private static final class StuckException extends Exception {
    private static final long serialVersionUID = 1L;
  }

  /**
   * Counts a projection's rows on a thread of its own, watched: a changed file can make
   * parquet-java spin without end (docs/findings.md, "Fuzzing the PME read paths"), and inspect
   * must answer.
   */
  private static long readWatched(
      final InputFile input,
      final MessageType projection,
      final FileDecryptionProperties decryption,
      final AtomicLong progress)
      throws StuckException, ExecutionException {
    FutureTask<Long> task =
        new FutureTask<Long>(
            () -> {
              try (ParquetReader<Group> reader =
                  CitationFiles.reader(input, projection, decryption)) {
                while (reader.read() != null) {
                  progress.incrementAndGet();
                }
              }
              return progress.get();
            });
    Thread worker = new Thread(task, "pmebench-inspect-verify");
    worker.setDaemon(true);
    worker.start();
    long seen = 0;
    while (true) {
      try {
        return task.get(stallMillis, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        if (progress.get() == seen) {
          StuckThread.stop(worker);
          throw new StuckException();
        }
        seen = progress.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ExecutionException(e);
      }
    }
  }

  /** Reads each top-level field on its own, so one unreadable column does not hide the others. */
  private int verify(
      PrintWriter out,
      InputFile input,
      MessageType schema,
      long rows,
      FileDecryptionProperties decryption,
      Map<String, String> lengthProblems,
      boolean ctr) {
    out.println("verify:");
    int failed = 0;
    for (Type field : schema.getFields()) {
      MessageType projection = new MessageType(schema.getName(), field);
      long read = 0;
      String problem = lengthProblems.get(field.getName());
      if (problem != null) {
        failed++;
        out.printf(Locale.ROOT, "  %s: FAILED: %s%n", field.getName(), problem);
        continue;
      }
      final AtomicLong progress = new AtomicLong();
      try {
        read = readWatched(input, projection, decryption, progress);
        if (read != rows) {
          problem = "read " + read + " rows, the footer says " + rows;
        }
      } catch (StuckException e) {
        problem =
            String.format(
                Locale.ROOT,
                "no new value in %d s after %d: the read is stuck (a changed page "
                    + "header can make parquet-java loop forever), so the column is taken as unreadable",
                stallMillis / 1000,
                progress.get());
      } catch (ExecutionException e) {
        problem = ReadFailures.column(field.getName(), e.getCause());
      }
      if (problem == null) {
        out.printf(Locale.ROOT, "  %s: ok, %d values%n", field.getName(), read);
      } else {
        failed++;
        out.printf(Locale.ROOT, "  %s: FAILED: %s%n", field.getName(), problem);
      }
    }
    out.printf(
        Locale.ROOT,
        "verify: %d of %d column(s) read completely%s%n",
        schema.getFieldCount() - failed,
        schema.getFieldCount(),
        failed == 0 ? "" : "; " + failed + " failed");
    if (ctr) {
      out.println(
          "note: AES_GCM_CTR_V1 authenticates page headers and metadata but not page data: a changed byte "
              + "in a data or dictionary page decrypts to a wrong value that no reader, --verify included, can detect.");
    }
    if (failed > 0) {
      spec.commandLine()
          .getErr()
          .printf(Locale.ROOT, "pmebench: %s: %d column(s) failed verification%n", file, failed);
    }
    return failed == 0 ? 0 : EXIT_VERIFY_FAILED;
  }
}
