package org.pmebench.spark;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.encryption.NativeEncryptionKeyMetadata;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;

/**
 * The spark family's Iceberg tables ({@code format} iceberg): the catalog's settings, the tables'
 * names, writes, maintenance, and what Iceberg wrote (files, magic, KMS calls, the PME check).
 *
 * <p>Iceberg 1.11 encrypts tables only in catalogs whose table operations make an encryption
 * manager: Hive's (Hadoop, JDBC and REST ignore {@code encryption.key-id}). The catalog here is
 * Hive's with the metastore embedded in the driver (Derby in a local directory), without Hive's
 * locks, which need transaction tables the embedded metastore lacks; one writer per table, so
 * nothing races.
 */
final class IcebergTables {
  static final String CATALOG = "pme";
  static final String NAMESPACE = "bench";
  static final String TABLE_KEY = "encryption.key-id";
  private static final byte[] PARE = "PARE".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] AGS1 = "AGS1".getBytes(StandardCharsets.US_ASCII);

  private IcebergTables() {}

  /**
   * The settings of an Iceberg application's sessions: the catalog, the KMS client, the embedded
   * metastore.
   */
  static Map<String, String> settings(SparkAppSpec spec, String keyList) {
    Map<String, String> conf = new LinkedHashMap<String, String>();
    String catalog = "spark.sql.catalog." + CATALOG;
    conf.put(
        "spark.sql.extensions",
        "org.apache.iceberg.spark.extensions.IcebergSparkSessionExtensions");
    conf.put(catalog, "org.apache.iceberg.spark.SparkCatalog");
    conf.put(catalog + ".type", "hive");
    conf.put(catalog + ".warehouse", spec.workPath + "/iceberg");
    conf.put(catalog + ".encryption.kms-impl", IcebergKms.class.getName());
    conf.put(catalog + "." + IcebergKms.KEY_LIST, keyList);
    File metastore = metastoreDirectory(spec);
    // Derby writes derby.log into the working directory unless told otherwise: beside its database
    // instead.
    metastore.mkdirs();
    System.setProperty(
        "derby.stream.error.file", new File(metastore, "derby.log").getAbsolutePath());
    conf.put(
        "spark.hadoop.javax.jdo.option.ConnectionURL",
        "jdbc:derby:;databaseName=" + new File(metastore, "db").getAbsolutePath() + ";create=true");
    conf.put("spark.hadoop.datanucleus.schema.autoCreateAll", "true");
    conf.put("spark.hadoop.hive.metastore.schema.verification", "false");
    conf.put("spark.hadoop.iceberg.engine.hive.lock-enabled", "false");
    return conf;
  }

  /** The key list's setting, whose value is recorded by key ids only. */
  static String keyListSetting() {
    return "spark.sql.catalog." + CATALOG + "." + IcebergKms.KEY_LIST;
  }

  /**
   * The embedded metastore's directory (its Derby database and log): local, one per application,
   * removed when it starts (a killed run's) and when it ends.
   */
  static File metastoreDirectory(SparkAppSpec spec) {
    return new File(System.getProperty("java.io.tmpdir"), "pmebench-metastore/" + spec.appName);
  }

  /** The Iceberg table of {@code table} in {@code mode} (a warm-up's with {@code warmUp}). */
  static String name(String mode, String table, boolean warmUp) {
    return CATALOG
        + "."
        + NAMESPACE
        + "."
        + (warmUp ? "warmup_" : "")
        + mode.toLowerCase(java.util.Locale.ROOT)
        + "_"
        + table;
  }

  /** The tables' namespace, made once before the writes (outside their timing). */
  static void createNamespace(SparkSession spark) {
    spark.sql("CREATE NAMESPACE IF NOT EXISTS " + CATALOG + "." + NAMESPACE);
  }

  /**
   * Writes {@code input} as a new v3 table, encrypted with the footer key's id as table key unless
   * plaintext.
   */
  static void write(SparkSession spark, Dataset<Row> input, String name, boolean encrypted)
      throws Exception {
    org.apache.spark.sql.CreateTableWriter<Row> w =
        input.writeTo(name).using("iceberg").tableProperty("format-version", "3");
    if (encrypted) {
      w = w.tableProperty(TABLE_KEY, KmsEncryption.FOOTER_KEY_ID);
    }
    w.createOrReplace();
  }

  /** Drops a table and its files. */
  static void drop(SparkSession spark, String name) {
    spark.sql("DROP TABLE IF EXISTS " + name + " PURGE");
  }

  /**
   * The maintenance a user runs on a table: compaction of every data file, then expiry of the older
   * snapshots.
   */
  static void maintain(SparkSession spark, String name) {
    String table = name.substring(CATALOG.length() + 1);
    spark
        .sql(
            "CALL "
                + CATALOG
                + ".system.rewrite_data_files(table => '"
                + table
                + "', options => map('rewrite-all', 'true'))")
        .collectAsList();
    spark
        .sql(
            "CALL "
                + CATALOG
                + ".system.expire_snapshots(table => '"
                + table
                + "', retain_last => 1, "
                + "older_than => TIMESTAMP '"
                + new java.sql.Timestamp(System.currentTimeMillis() + 1000)
                + "')")
        .collectAsList();
  }

  /** KMS calls so far in this JVM. */
  static long kmsCalls() {
    return IcebergKms.wraps() + IcebergKms.unwraps();
  }

  /**
   * Adds what Iceberg wrote for table {@code name} to {@code facts}: its files by kind, and the PME
   * check of one.
   */
  static void describe(
      SparkSession spark, String name, boolean encrypted, SparkAppResult.IcebergFacts facts)
      throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    List<Row> files =
        spark.sql("SELECT file_path, key_metadata FROM " + name + ".files").collectAsList();
    facts.tables++;
    for (Row f : files) {
      Path p = new Path(f.getString(0));
      FileSystem fs = p.getFileSystem(conf);
      facts.dataFiles++;
      facts.dataBytes += fs.getFileStatus(p).getLen();
      facts.pmeDataFiles += startsWith(fs, p, PARE) ? 1 : 0;
    }
    String location =
        spark
            .sql("DESCRIBE TABLE EXTENDED " + name)
            .filter("col_name = 'Location'")
            .first()
            .getString(1);
    Path metadata = new Path(location, "metadata");
    FileSystem fs = metadata.getFileSystem(conf);
    for (FileStatus s : fs.listStatus(metadata)) {
      String file = s.getPath().getName();
      if (file.startsWith(".")) {
        continue;
      }
      boolean list = file.startsWith("snap-") && file.endsWith(".avro");
      if (file.endsWith(".metadata.json")) {
        facts.metadataJsonFiles++;
        facts.metadataJsonBytes += s.getLen();
      } else if (list) {
        facts.manifestLists++;
        facts.manifestListBytes += s.getLen();
      } else if (file.endsWith(".avro")) {
        facts.manifests++;
        facts.manifestBytes += s.getLen();
      }
      if (file.endsWith(".avro") && startsWith(fs, s.getPath(), AGS1)) {
        facts.encryptedMetadataFiles++;
      }
    }
    if (facts.pmeCheck == null && !files.isEmpty()) {
      Row first = files.get(0);
      check(conf, first.getString(0), encrypted ? (byte[]) first.get(1) : null, facts);
    }
  }

  /**
   * Opens {@code file}'s footer with Spark's parquet-java, given the data key and AAD prefix of its
   * manifest entry (none for a plaintext table), and records its writer and, when encrypted, the
   * PME check: proof that Iceberg's file is standard PME, readable with that key alone, or what
   * failed.
   */
  static void check(
      Configuration conf, String file, byte[] keyMetadata, SparkAppResult.IcebergFacts facts) {
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            HadoopInputFile.fromPath(new Path(file), conf),
            ParquetReadOptions.builder()
                .withDecryption(keyMetadata == null ? null : decryption(keyMetadata))
                .build())) {
      facts.createdBy = reader.getFooter().getFileMetaData().getCreatedBy();
      facts.pmeCheck =
          keyMetadata == null
              ? "plaintext"
              : "read "
                  + reader.getRecordCount()
                  + " rows of an "
                  + "encrypted-footer AES_GCM_V1 file with its manifest entry's key and AAD prefix (Spark's parquet-java)";
    } catch (Exception e) {
      facts.pmeCheck = "failed: " + SparkAppFailure.oneLine(e);
    }
  }

  /**
   * The data key and AAD prefix a manifest entry's key metadata holds, as parquet's decryption
   * properties.
   */
  static FileDecryptionProperties decryption(byte[] keyMetadata) throws Exception {
    NativeEncryptionKeyMetadata k = parse(keyMetadata);
    return FileDecryptionProperties.builder()
        .withFooterKey(bytes(k.encryptionKey()))
        .withAADPrefix(bytes(k.aadPrefix()))
        .build();
  }

  /**
   * Iceberg's key metadata (its StandardKeyMetadata: a version byte, then Avro) parsed by Iceberg's
   * own code; the class is package-private, so through reflection.
   */
  static NativeEncryptionKeyMetadata parse(byte[] keyMetadata) throws Exception {
    Class<?> c = Class.forName("org.apache.iceberg.encryption.StandardKeyMetadata");
    Method parse = c.getDeclaredMethod("parse", ByteBuffer.class);
    parse.setAccessible(true);
    return (NativeEncryptionKeyMetadata) parse.invoke(null, ByteBuffer.wrap(keyMetadata));
  }

  static byte[] bytes(ByteBuffer b) {
    ByteBuffer d = b.duplicate();
    byte[] out = new byte[d.remaining()];
    d.get(out);
    return out;
  }

  private static boolean startsWith(FileSystem fs, Path p, byte[] magic) throws IOException {
    byte[] head = new byte[magic.length];
    try (InputStream in = fs.open(p)) {
      int n = 0;
      while (n < head.length) {
        int r = in.read(head, n, head.length - n);
        if (r < 0) {
          return false;
        }
        n += r;
      }
    }
    return Arrays.equals(head, magic);
  }
}
