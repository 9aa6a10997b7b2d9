package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.crypto.ParquetCipher;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.crypto.kms.MasterKeyList;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * The interoperability matrix: parquet-java and each peer (pyarrow, arrow-rs, DuckDB) write the
 * same rows in every mode x footer x key-material setting, and once with an AAD prefix stored in
 * the file (keys through each one's key tools, wrapped by the same master keys), then with explicit
 * keys and no KMS (material {@value #UNIFORM}: the explicit key for the footer and every column, as
 * DuckDB and pyarrow's low-level API do it; {@value #COLUMN_KEYS}: the column master key for the
 * columns; each key's id as its key metadata); then each reads every file, its own and the others',
 * and compares the values with what it reads from the plaintext original. Every cell is attempted,
 * also where an implementation has no way to write the file (arrow-rs has no GCM-CTR: its driver
 * says so in the file's cells); a cell that fails is a finding, kept with its error.
 */
public final class Interop {
  public static final String PARQUET_JAVA = "parquet-java";
  public static final String PYARROW = "pyarrow";
  public static final String ARROW_RS = "arrow-rs";
  public static final String DUCKDB = "duckdb";
  public static final String DUCKDB_MBEDTLS = "duckdb-mbedtls";
  public static final String ARROW_GO = "arrow-go";

  /** The AAD prefix of the matrix's prefixed file (stored in it, so readers need not supply it). */
  static final byte[] AAD_PREFIX = "pme-bench".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  static final List<EncryptionMode> MODES =
      Arrays.asList(EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1);
  static final List<String> FOOTERS = Arrays.asList("encrypted", "plaintext");
  static final List<String> MATERIALS = Arrays.asList("internal", "external");

  /** Explicit keys: one key (the explicit key) for footer and columns. */
  static final String UNIFORM = "uniform";

  /** Explicit keys: the explicit key for the footer, the column master key for every column. */
  static final String COLUMN_KEYS = "columnkeys";

  /**
   * Left out of the comparison: Arrow reads INT96 as a timestamp and writes the standard rows'
   * INT96 (twelve zero bytes, Julian day 0) back as the Unix epoch's day, with or without
   * encryption (the plaintext cells show it).
   */
  public static final String IGNORED_COLUMN = "int96_field";

  private static final java.util.Set<String> IGNORED =
      java.util.Collections.singleton(IGNORED_COLUMN);

  private final List<PeerDriver> peers;
  private final Path dir;
  private final Configuration local;

  public Interop(List<PeerDriver> peers, Path dir) {
    this.peers = peers;
    this.dir = dir;
    this.local = StandardFiles.configuration();
    // Plain local files, no .crc beside them for the other implementation to trip over; a fresh
    // instance each time.
    local.set("fs.file.impl", RawLocalFileSystem.class.getName());
    local.setBoolean("fs.file.impl.disable.cache", true);
  }

  /** The matrix's files: stem to {mode, footer, material, AAD prefix}. */
  static Map<String, String[]> files() {
    Map<String, String[]> files = new LinkedHashMap<String, String[]>();
    // The plaintext file: whatever differs there is the implementations', not PME's.
    files.put(
        "PLAINTEXT",
        new String[] {EncryptionMode.PLAINTEXT.name(), "none", "none", InteropCell.NO_AAD_PREFIX});
    for (EncryptionMode mode : MODES) {
      for (String footer : FOOTERS) {
        for (String material : MATERIALS) {
          files.put(
              mode.name() + "-" + footer + "-" + material,
              new String[] {mode.name(), footer, material, InteropCell.NO_AAD_PREFIX});
        }
      }
    }
    files.put(
        EncryptionMode.AES_GCM_V1.name() + "-encrypted-internal-aad",
        new String[] {
          EncryptionMode.AES_GCM_V1.name(), "encrypted", "internal", InteropCell.STORED_AAD_PREFIX
        });
    for (EncryptionMode mode : MODES) {
      files.put(
          mode.name() + "-encrypted-" + UNIFORM,
          new String[] {mode.name(), "encrypted", UNIFORM, InteropCell.NO_AAD_PREFIX});
    }
    files.put(
        EncryptionMode.AES_GCM_V1.name() + "-encrypted-" + UNIFORM + "-aad",
        new String[] {
          EncryptionMode.AES_GCM_V1.name(), "encrypted", UNIFORM, InteropCell.STORED_AAD_PREFIX
        });
    files.put(
        EncryptionMode.AES_GCM_V1.name() + "-encrypted-" + COLUMN_KEYS,
        new String[] {
          EncryptionMode.AES_GCM_V1.name(), "encrypted", COLUMN_KEYS, InteropCell.NO_AAD_PREFIX
        });
    return files;
  }

  /**
   * Every cell; {@code original} is the plaintext file of {@code rows} every implementation starts
   * from.
   */
  public List<InteropCell> run(
      List<Group> rows, Path original, StandardWorkload workload, long limitSeconds)
      throws IOException {
    Map<String, String[]> files = files();
    Map<String, String> writeErrors = new LinkedHashMap<String, String>();
    List<Path> writerDirs = new ArrayList<Path>();
    Path javaDir = Files.createDirectories(dir.resolve(PARQUET_JAVA));
    writerDirs.add(javaDir);
    for (Map.Entry<String, String[]> f : files.entrySet()) {
      try {
        writeJava(rows, javaDir.resolve(f.getKey() + ".parquet"), workload, f.getValue());
      } catch (IOException | RuntimeException e) {
        writeErrors.put(PARQUET_JAVA + "/" + f.getKey(), "write: " + message(e));
      }
    }
    for (PeerDriver peer : peers) {
      Path peerDir = Files.createDirectories(dir.resolve(peer.implementation));
      writerDirs.add(peerDir);
      writePeer(peer, peerDir, original, workload, files, limitSeconds, writeErrors);
    }
    List<Path> all = new ArrayList<Path>();
    for (Path d : writerDirs) {
      for (String name : files.keySet()) {
        all.add(d.resolve(name + ".parquet"));
      }
    }
    Map<String, Map<Path, String>> byReader = new LinkedHashMap<String, Map<Path, String>>();
    byReader.put(PARQUET_JAVA, readJava(original, all));
    for (PeerDriver peer : peers) {
      byReader.put(peer.implementation, readPeer(peer, original, all, limitSeconds));
    }
    return cells(all, files, writeErrors, byReader);
  }

  /**
   * A peer writes every file of the matrix into {@code peerDir}; what it could not write goes into
   * {@code writeErrors} (every file, when the peer crashed).
   */
  private void writePeer(
      PeerDriver peer,
      Path peerDir,
      Path original,
      StandardWorkload workload,
      Map<String, String[]> files,
      long limitSeconds,
      Map<String, String> writeErrors) {
    List<String> args =
        new ArrayList<String>(
            Arrays.asList(
                "--rows",
                originalFor(peer, original),
                "--dir",
                peerDir.toString(),
                "--page-bytes",
                Integer.toString(workload.pageSize),
                "--dictionary-page-bytes",
                Integer.toString(StandardWorkload.DICTIONARY_PAGE_SIZE)));
    for (Map.Entry<String, String[]> f : files.entrySet()) {
      String[] c = f.getValue();
      args.add(
          f.getKey()
              + ".parquet:"
              + c[0]
              + ":"
              + c[1]
              + ":"
              + c[2]
              + (InteropCell.STORED_AAD_PREFIX.equals(c[3]) ? ":aad" : ""));
    }
    try {
      for (JsonNode w :
          peer.run(
                  "interop-write",
                  args,
                  dir.resolve(peer.implementation + "-written.json"),
                  limitSeconds)
              .path("written")) {
        if (w.has("error")) {
          writeErrors.put(
              peer.implementation + "/" + w.path("file").asText().replace(".parquet", ""),
              "write: " + w.path("error").asText());
        }
      }
    } catch (IOException e) { // the peer crashed: every file it was to write says so
      for (String stem : files.keySet()) {
        writeErrors.put(peer.implementation + "/" + stem, "write: " + e.getMessage());
      }
    }
  }

  /**
   * One cell per file and reader: the writer's error where the file was not written, else the
   * reader's outcome.
   */
  private static List<InteropCell> cells(
      List<Path> all,
      Map<String, String[]> files,
      Map<String, String> writeErrors,
      Map<String, Map<Path, String>> byReader) {
    List<InteropCell> cells = new ArrayList<InteropCell>();
    for (Path file : all) {
      String writer = file.getParent().getFileName().toString();
      String stem = file.getFileName().toString().replace(".parquet", "");
      String[] f = files.get(stem);
      String writeError = writeErrors.get(writer + "/" + stem);
      for (Map.Entry<String, Map<Path, String>> reader : byReader.entrySet()) {
        String outcome = writeError != null ? writeError : reader.getValue().get(file);
        cells.add(
            new InteropCell(
                writer,
                reader.getKey(),
                f[0],
                f[1],
                f[2],
                f[3],
                outcome != null ? outcome : "write: no file"));
      }
    }
    return cells;
  }

  private void writeJava(List<Group> rows, Path file, StandardWorkload workload, String[] cell)
      throws IOException {
    EncryptionMode mode = EncryptionMode.valueOf(cell[0]);
    org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file.toUri());
    if (!mode.encrypted()) {
      StandardFiles.write(rows, HadoopOutputFile.fromPath(path, local), workload, null, local);
      return;
    }
    if (explicit(cell[2])) {
      StandardFiles.write(
          rows,
          HadoopOutputFile.fromPath(path, local),
          workload,
          explicitEncryption(mode, cell),
          local);
      return;
    }
    // parquet's key tools cache key-encryption keys per master key id in the JVM: one cached from
    // another key
    // list under the same id would wrap this file's keys with the wrong master key.
    KmsEncryption.clearCaches();
    Configuration conf =
        kms()
            .mode(mode)
            .plaintextFooter("plaintext".equals(cell[1]))
            .internalKeyMaterial("internal".equals(cell[2]))
            .configuration(local);
    FileEncryptionProperties properties = KmsEncryption.encryptionProperties(conf, path);
    if (InteropCell.STORED_AAD_PREFIX.equals(cell[3])) {
      properties = withAadPrefix(properties, mode);
    }
    StandardFiles.write(rows, HadoopOutputFile.fromPath(path, conf), workload, properties, conf);
  }

  static boolean explicit(String material) {
    return UNIFORM.equals(material) || COLUMN_KEYS.equals(material);
  }

  /**
   * Whether the matrix's file at {@code file} was written with explicit keys (its name says so).
   */
  static boolean explicit(Path file) {
    String name = file.getFileName().toString();
    return name.contains("-" + UNIFORM) || name.contains("-" + COLUMN_KEYS);
  }

  /** The key list every implementation gets: the suite's demo master keys and the explicit key. */
  static String keyList() {
    String demo = KmsEncryption.demoKeyList(42);
    byte[] footer = MasterKeyList.parse(demo).key(KmsEncryption.FOOTER_KEY_ID);
    StringBuilder hex = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      hex.append(String.format(java.util.Locale.ROOT, "%02x", footer[i]));
    }
    // 16 ASCII characters: DuckDB takes a key as text, and reads 24 characters of base64 (a 128-bit
    // key's) as a
    // 192-bit key of those characters, so the explicit key is one it can be given as it is.
    return demo
        + ","
        + EXPLICIT_KEY_ID
        + ":"
        + java.util.Base64.getEncoder()
            .encodeToString(hex.toString().getBytes(StandardCharsets.US_ASCII));
  }

  /** The explicit-key cells' footer (and uniform) key, in {@link #keyList()}. */
  static final String EXPLICIT_KEY_ID = "explicit_key";

  private static final MasterKeyList KEYS = MasterKeyList.parse(keyList());

  /**
   * Explicit keys, no KMS: the explicit key (and the column master key), their ids as key metadata.
   */
  static FileEncryptionProperties explicitEncryption(EncryptionMode mode, String[] cell) {
    FileEncryptionProperties.Builder b =
        FileEncryptionProperties.builder(KEYS.key(EXPLICIT_KEY_ID))
            .withFooterKeyMetadata(EXPLICIT_KEY_ID.getBytes(StandardCharsets.UTF_8))
            .withAlgorithm(ParquetCipher.valueOf(mode.name()));
    if (COLUMN_KEYS.equals(cell[2])) {
      Map<ColumnPath, ColumnEncryptionProperties> columns =
          new LinkedHashMap<ColumnPath, ColumnEncryptionProperties>();
      for (String[] p : StandardRows.SCHEMA.getPaths()) {
        ColumnPath column = ColumnPath.get(p);
        columns.put(
            column,
            ColumnEncryptionProperties.builder(column)
                .withKey(KEYS.key(KmsEncryption.COLUMN_KEY_ID))
                .withKeyMetaData(KmsEncryption.COLUMN_KEY_ID.getBytes(StandardCharsets.UTF_8))
                .build());
      }
      b.withEncryptedColumns(columns);
    }
    if (InteropCell.STORED_AAD_PREFIX.equals(cell[3])) {
      b.withAADPrefix(AAD_PREFIX);
    }
    return b.build();
  }

  /**
   * Reads explicit-key files: key metadata {@code column_key} names the column master key; any
   * other, or none (pyarrow's low-level API and DuckDB store none), means the explicit key.
   */
  static FileDecryptionProperties explicitDecryption() {
    return FileDecryptionProperties.builder()
        .withFooterKey(KEYS.key(EXPLICIT_KEY_ID))
        .withKeyRetriever(
            metadata ->
                KEYS.key(
                    KmsEncryption.COLUMN_KEY_ID.equals(new String(metadata, StandardCharsets.UTF_8))
                        ? KmsEncryption.COLUMN_KEY_ID
                        : EXPLICIT_KEY_ID))
        .build();
  }

  /**
   * The key tools' properties with an AAD prefix stored in the file (their configuration has no
   * setting for it).
   */
  static FileEncryptionProperties withAadPrefix(
      FileEncryptionProperties keyTools, EncryptionMode mode) {
    FileEncryptionProperties.Builder b =
        FileEncryptionProperties.builder(keyTools.getFooterKey())
            .withFooterKeyMetadata(keyTools.getFooterKeyMetadata())
            .withAlgorithm(ParquetCipher.valueOf(mode.name()))
            .withEncryptedColumns(keyTools.getEncryptedColumns())
            .withAADPrefix(AAD_PREFIX);
    return (keyTools.encryptedFooter() ? b : b.withPlaintextFooter()).build();
  }

  /**
   * parquet-java's outcome per file: its values against the original's, as parquet-java reads both.
   */
  private Map<Path, String> readJava(Path original, List<Path> files) throws IOException {
    Configuration conf = kms().configuration(local);
    RecordDigest reference = new RecordDigest(IGNORED);
    StandardFiles.readAll(
        HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(original.toUri()), conf),
        null,
        conf,
        reference::add);
    long referenceRows = reference.records();
    String expected = reference.hex();
    Map<Path, String> outcomes = new LinkedHashMap<Path, String>();
    for (Path file : files) {
      if (!Files.isRegularFile(file)) {
        continue;
      }
      try {
        KmsEncryption.clearCaches();
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file.toUri());
        RecordDigest digest = new RecordDigest(IGNORED);
        StandardFiles.readAll(
            HadoopInputFile.fromPath(path, conf),
            explicit(file) ? explicitDecryption() : KmsEncryption.decryptionProperties(conf, path),
            conf,
            digest::add);
        outcomes.put(file, compare(digest.records(), referenceRows, digest.hex(), expected));
      } catch (IOException | RuntimeException e) {
        outcomes.put(file, "read: " + message(e));
      }
    }
    return outcomes;
  }

  /**
   * A peer's outcome per file, from its own comparison with the original as it reads it; a crash
   * fails them all.
   */
  private Map<Path, String> readPeer(
      PeerDriver peer, Path original, List<Path> files, long limitSeconds) {
    List<String> args =
        new ArrayList<String>(
            Arrays.asList("--rows", originalFor(peer, original), "--ignore", IGNORED_COLUMN));
    for (Path f : files) {
      if (Files.isRegularFile(f)) {
        args.add(f.toString());
      }
    }
    Map<Path, String> outcomes = new LinkedHashMap<Path, String>();
    JsonNode read;
    try {
      read =
          peer.run(
              "interop-read", args, dir.resolve(peer.implementation + "-read.json"), limitSeconds);
    } catch (IOException e) {
      for (Path f : files) {
        outcomes.put(f, "read: " + e.getMessage());
      }
      return outcomes;
    }
    int i = 0;
    for (Path f : files) {
      if (!Files.isRegularFile(f)) {
        continue;
      }
      JsonNode r = read.path("read").get(i++);
      if (r.has("error")) {
        outcomes.put(f, "read: " + r.path("error").asText());
      } else if (r.has(
          "without")) { // a partial read: the other columns' values, and what was left out, and why
        String rest =
            compare(
                r.path("rows").asLong(),
                read.path("referenceRows").asLong(),
                r.path("checksum").asText(),
                r.path("referenceWithout").asText());
        outcomes.put(
            f,
            "read all but "
                + String.join(", ", PeerJson.texts(r.path("without")))
                + " ("
                + r.path("withoutReason").asText()
                + "): the others "
                + (InteropCell.OK.equals(rest) ? "read equal" : rest));
      } else {
        outcomes.put(
            f,
            compare(
                r.path("rows").asLong(),
                read.path("referenceRows").asLong(),
                r.path("checksum").asText(),
                read.path("reference").asText()));
      }
    }
    return outcomes;
  }

  /**
   * The original a peer starts from: parquet-java's v1 copy for one that cannot decode the v2
   * writer's encodings.
   */
  private static String originalFor(PeerDriver peer, Path original) {
    return (peer.readsV1Rows() ? PeerTable.v1(original) : original).toString();
  }

  private static String compare(long rows, long expectedRows, String digest, String expected) {
    if (rows != expectedRows) {
      return "read " + rows + " of " + expectedRows + " rows";
    }
    return digest.equals(expected) ? InteropCell.OK : "different values";
  }

  private static KmsEncryption kms() {
    List<ColumnPath> columns = new ArrayList<ColumnPath>();
    for (String[] p : StandardRows.SCHEMA.getPaths()) {
      columns.add(ColumnPath.get(p));
    }
    return new KmsEncryption(KmsEncryption.demoKeyList(42))
        .columnKey(KmsEncryption.COLUMN_KEY_ID, columns);
  }

  private static String message(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String name = t.getClass().getSimpleName();
    String m = t.getMessage() == null ? name : name + ": " + t.getMessage();
    int nl = m.indexOf('\n');
    return nl > 0 ? m.substring(0, nl) : m;
  }
}
