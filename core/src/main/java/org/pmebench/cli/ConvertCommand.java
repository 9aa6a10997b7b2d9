package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationCsvReader;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.ColumnShares;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.citations.MalformedRecordException;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.kms.KeyMetadataText;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.run.EncryptOption;
import org.pmebench.run.UserError;
import org.pmebench.util.AtomicFiles;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.ReadFailures;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardWorkload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench convert}: a parking-citations CSV into a Parquet file, encrypting the columns
 * asked for.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Converts a parking-citations CSV (the city's export or pmebench dataset) into Parquet with",
      "a workload's row-group/page/codec settings, encrypting none, the 2 sensitive, all or the named columns.",
      "Prints the rows written, every malformed record (line and reason) and each column's share of the",
      "file's column data."
    })
final class ConvertCommand implements Callable<Integer> {
  /** Exit code when malformed records were skipped (the file was still written). */
  static final int EXIT_SKIPPED = 3;

  @Parameters(index = "0", paramLabel = "CSV", description = "The CSV to read.")
  Path csv;

  @Parameters(
      index = "1",
      paramLabel = "PARQUET",
      description = "The Parquet file to write (replaced).")
  Path parquet;

  @Mixin EncryptOption encrypt;

  @Option(
      names = "--algorithm",
      defaultValue = "AES_GCM_V1",
      paramLabel = "ALG",
      description = "AES_GCM_V1 or AES_GCM_CTR_V1 (default: ${DEFAULT-VALUE}).")
  String algorithm;

  @Option(
      names = "--spec",
      defaultValue = "W1",
      paramLabel = "ID",
      description =
          "Row-group size, page size and codec of this write workload, W1 to W7 (default: ${DEFAULT-VALUE}).")
  String workload;

  @Option(
      names = "--plaintext-footer",
      description =
          "Leave the footer readable without keys (signed with the footer key) instead of encrypting it.")
  boolean plaintextFooter;

  @Option(
      names = "--supply-aad-prefix",
      description = "Do not store the --aad-prefix in the file: readers must supply it.")
  boolean supplyAadPrefix;

  @Option(
      names = "--footer-key-id",
      defaultValue = KmsEncryption.FOOTER_KEY_ID,
      paramLabel = "ID",
      description = "Key tools: master key of the footer (default: ${DEFAULT-VALUE}).")
  String footerKeyId;

  @Option(
      names = "--column-key-id",
      defaultValue = KmsEncryption.COLUMN_KEY_ID,
      paramLabel = "ID",
      description = "Key tools: master key of the encrypted columns (default: ${DEFAULT-VALUE}).")
  String columnKeyId;

  @Option(
      names = "--single-wrapping",
      description =
          "Key tools: the KMS wraps each data key (default: double wrapping, through a KEK).")
  boolean singleWrapping;

  @Option(
      names = "--external-key-material",
      description =
          "Key tools: key material in _KEY_MATERIAL_FOR_<file>.json next to the file, not in it.")
  boolean externalKeyMaterial;

  @Mixin KeyOptions keys;

  @Option(
      names = "--strict",
      description = "Stop at the first malformed record (exit 2) instead of skipping it.")
  boolean strict;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    ConvertedColumns columns = ConvertedColumns.of(encrypt.one(EncryptedColumns.SENSITIVE.id()));
    EncryptionMode mode;
    StandardWorkload settings;
    try {
      mode = columns.none() ? EncryptionMode.PLAINTEXT : EncryptionMode.byName(algorithm);
      if (!mode.encrypted() && !columns.none()) {
        throw new IllegalArgumentException("--algorithm must be AES_GCM_V1 or AES_GCM_CTR_V1");
      }
      settings = StandardWorkload.byId(workload, 'W');
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    if (!Files.isReadable(csv)) {
      throw new UserError(csv + ": no readable file there");
    }
    KeyOptions.Source source = checkKeyOptions(mode);
    Path dir = parquet.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    // Written beside the target and renamed when complete: a failed conversion leaves no half file.
    Path temp = Files.createTempFile(dir, "." + parquet.getFileName(), ".tmp");
    CitationCsvReader reader;
    try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      reader = CitationCsvReader.open(in, strict);
      FileEncryptionProperties encryption =
          mode.encrypted() ? encryption(source, mode, columns.paths(reader.schema), temp) : null;
      try (ParquetWriter<Group> writer =
          CitationFiles.writer(
              DiskFiles.output(temp),
              reader.schema.schema,
              settings,
              encryption,
              StandardFiles.configuration())) {
        Group row;
        while ((row = reader.next()) != null) {
          writer.write(row);
        }
      }
      if (externalKeyMaterial) {
        // Key metadata names keys inside the material file, not the file, so it can follow the
        // rename.
        moveKeyMaterial(
            KeyMetadataText.externalMaterialFile(temp),
            KeyMetadataText.externalMaterialFile(parquet));
      }
      AtomicFiles.moveIntoPlace(temp, parquet);
    } catch (MalformedRecordException e) {
      throw new UserError(csv + ": " + e.getMessage());
    } finally {
      Files.deleteIfExists(temp);
      moveKeyMaterial(KeyMetadataText.externalMaterialFile(temp), null);
    }
    report(reader, source, mode, columns);
    return reader.problems().isEmpty() ? 0 : EXIT_SKIPPED;
  }

  /**
   * Moves Hadoop's key material file and its checksum ({@code .<name>.crc}); deletes them when
   * {@code to} is null.
   */
  private static void moveKeyMaterial(Path from, Path to) throws IOException {
    Path[] froms = {from, from.resolveSibling("." + from.getFileName() + ".crc")};
    for (Path f : froms) {
      if (to == null) {
        Files.deleteIfExists(f);
      } else if (Files.exists(f)) {
        Path target = f == froms[0] ? to : to.resolveSibling("." + to.getFileName() + ".crc");
        Files.move(f, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      }
    }
  }

  private KeyOptions.Source checkKeyOptions(EncryptionMode mode) {
    KeyOptions.Source source = keys.source(true);
    boolean keyToolsOptions =
        singleWrapping
            || externalKeyMaterial
            || !footerKeyId.equals(KmsEncryption.FOOTER_KEY_ID)
            || !columnKeyId.equals(KmsEncryption.COLUMN_KEY_ID);
    if (!mode.encrypted()) {
      if (source != KeyOptions.Source.SEED
          || keys.keySeed != null
          || keys.aadPrefixBytes() != null
          || plaintextFooter
          || keyToolsOptions) {
        throw new UserError(
            "--encrypt none writes a plaintext file; key, footer and AAD options do not apply");
      }
      return source;
    }
    if (keyToolsOptions && source != KeyOptions.Source.KEY_TOOLS) {
      throw new UserError(
          "--footer-key-id, --column-key-id, --single-wrapping and --external-key-material are for "
              + "parquet's key tools: give the master keys with --key-list or --key-list-file");
    }
    if (supplyAadPrefix && keys.aadPrefixBytes() == null) {
      throw new UserError("--supply-aad-prefix needs --aad-prefix");
    }
    return source;
  }

  /** The writer's encryption: data keys from the chosen source, then footer mode and AAD prefix. */
  private FileEncryptionProperties encryption(
      KeyOptions.Source source, EncryptionMode mode, List<ColumnPath> encrypted, Path file) {
    FileEncryptionProperties keyed;
    switch (source) {
      case KEY_TOOLS:
        KmsEncryption kms =
            new KmsEncryption(keys.keyList())
                .mode(mode)
                .footerKey(footerKeyId)
                .columnKey(columnKeyId, encrypted)
                .doubleWrapping(!singleWrapping)
                .internalKeyMaterial(!externalKeyMaterial);
        try {
          KmsEncryption.clearCaches(); // no KMS client or KEK from another key list in this process
          // External key material is named after the file being written (the temporary one).
          keyed =
              KmsEncryption.encryptionProperties(
                  kms.configuration(StandardFiles.configuration()),
                  new org.apache.hadoop.fs.Path(file.toAbsolutePath().toUri()));
        } catch (RuntimeException e) {
          throw new UserError("key tools: " + ReadFailures.rootMessage(e));
        }
        break;
      case EXPLICIT_HEX:
        keyed = keys.explicitEncryption(mode, encrypted).build();
        break;
      default:
        keyed = new ExplicitKeys(keys.seed()).encrypt(mode, encrypted);
    }
    FileEncryptionProperties.Builder b =
        FileEncryptionProperties.builder(keyed.getFooterKey())
            .withFooterKeyMetadata(keyed.getFooterKeyMetadata())
            .withAlgorithm(mode.cipher())
            .withEncryptedColumns(keyed.getEncryptedColumns())
            .withAADPrefix(keys.aadPrefixBytes());
    if (plaintextFooter) {
      b.withPlaintextFooter();
    }
    if (supplyAadPrefix) {
      b.withoutAADPrefixStorage();
    }
    return b.build();
  }

  private void report(
      CitationCsvReader reader,
      KeyOptions.Source source,
      EncryptionMode mode,
      ConvertedColumns columns)
      throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    out.printf(
        Locale.ROOT,
        "%s: %d rows, %d columns, %s, %s encrypted; %d malformed record(s) skipped, %d blank line(s)%n",
        parquet,
        reader.rows(),
        reader.schema.columns.size(),
        mode,
        columns.label(),
        reader.problems().size(),
        reader.blankLines());
    for (CitationCsvReader.Problem p : reader.problems()) {
      spec.commandLine().getErr().println("pmebench: " + csv + " " + p);
    }
    List<ColumnPath> all = EncryptedColumns.ALL.paths(reader.schema);
    ColumnShares shares =
        ColumnShares.of(
            DiskFiles.input(parquet),
            mode.encrypted() ? keys.decryption(parquet, all, source) : null);
    double sensitive = 0;
    for (CitationColumn c : CitationColumn.SENSITIVE) {
      sensitive += shares.share(c.parquetName);
    }
    out.printf(
        Locale.ROOT,
        "column data %d bytes; Ticket number + Issue Date: %.1f%%%n",
        shares.total(),
        100 * sensitive);
    out.print(shares.toMarkdown());
    if (mode.encrypted()) {
      out.printf(
          Locale.ROOT,
          "footer: %s; keys: %s%n",
          plaintextFooter ? "plaintext, signed" : "encrypted",
          describe(source));
    }
    out.flush();
  }

  private String describe(KeyOptions.Source source) {
    switch (source) {
      case KEY_TOOLS:
        return "parquet key tools, footer under master key '"
            + footerKeyId
            + "', columns under '"
            + columnKeyId
            + "', "
            + (singleWrapping ? "single" : "double")
            + " wrapping, key material "
            + (externalKeyMaterial
                ? "in " + KeyMetadataText.externalMaterialFile(parquet)
                : "in the file");
      case EXPLICIT_HEX:
        return "explicit, from --footer-key and --column-key";
      default:
        return "explicit, derived from --key-seed "
            + keys.seed()
            + " (the benchmarks' keys when 42)";
    }
  }
}
