package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.encryption.NativeEncryptionKeyMetadata;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;

/**
 * Iceberg's table encryption in Spark in this JVM ({@code local[2]}, Hive catalog with the embedded
 * metastore): the suite's KMS client wraps and unwraps, an encrypted table's data files are PME
 * (PARE) and its manifests AGS1 streams, and the suite's {@code inspect} reads a data file with the
 * key and AAD prefix of its manifest entry.
 */
class IcebergTablesTest {
  private static final Path HOME =
      Paths.get(System.getProperty("pmebench.home", "..")).toAbsolutePath().normalize();
  private static final String KEYS = KmsEncryption.demoKeyList(42);
  @TempDir static Path dir;
  private static SparkSession spark;
  private static SparkAppSpec spec;

  @BeforeAll
  static void startSpark() {
    spec = new SparkAppSpec();
    spec.appName = "iceberg-tables-test-" + System.nanoTime();
    spec.master = "local[2]";
    spec.format = SparkMatrix.ICEBERG;
    spec.workPath = dir.resolve("work").toUri().toString();
    spec.conf.put("spark.sql.shuffle.partitions", "2");
    spark = AppSessions.session(spec, SparkSettings.of(spec, "off", KEYS));
  }

  @AfterAll
  static void stopSpark() throws java.io.IOException {
    spark.stop();
    try (java.util.stream.Stream<Path> files =
        Files.walk(IcebergTables.metastoreDirectory(spec).toPath())) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }

  @Test
  void theKmsClientUnwrapsWhatItWrappedAndCountsEveryCall() {
    IcebergKms kms = new IcebergKms();
    kms.initialize(Collections.singletonMap(IcebergKms.KEY_LIST, KEYS));
    long wraps = IcebergKms.wraps();
    long unwraps = IcebergKms.unwraps();
    byte[] key = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    ByteBuffer wrapped = kms.wrapKey(ByteBuffer.wrap(key), KmsEncryption.FOOTER_KEY_ID);
    assertEquals(ByteBuffer.wrap(key), kms.unwrapKey(wrapped, KmsEncryption.FOOTER_KEY_ID));
    assertEquals(wraps + 1, IcebergKms.wraps());
    assertEquals(unwraps + 1, IcebergKms.unwraps());
    assertThrows(
        RuntimeException.class,
        () -> kms.unwrapKey(wrapped, KmsEncryption.COLUMN_KEY_ID),
        "the master key id is the wrap's AAD: another key's id fails");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> kms.wrapKey(ByteBuffer.wrap(key), "nobody"));
    assertEquals("master key 'nobody' is not in the catalog's pmebench.key-list", e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> new IcebergKms().initialize(Collections.<String, String>emptyMap()));
  }

  @Test
  void anEncryptedTableIsPmeAndTheSuitesInspectReadsItWithTheManifestsKey() throws Exception {
    IcebergTables.createNamespace(spark);
    String name = IcebergTables.name("AES_GCM_V1", "orders", false);
    long kms = IcebergTables.kmsCalls();
    IcebergTables.write(
        spark, spark.range(0, 5000).selectExpr("id", "cast(id * 7 as string) AS s"), name, true);
    assertEquals(
        1,
        IcebergTables.kmsCalls() - kms,
        "one key-encryption key wrapped for the table, none per file");
    SparkAppResult.IcebergFacts facts = new SparkAppResult.IcebergFacts();
    IcebergTables.describe(spark, name, true, facts);
    assertTrue(
        facts.dataFiles > 0 && facts.pmeDataFiles == facts.dataFiles,
        "every data file begins with PARE");
    assertEquals(
        facts.manifests + facts.manifestLists,
        facts.encryptedMetadataFiles,
        "manifests and lists are AGS1");
    assertTrue(facts.pmeCheck.startsWith("read "), facts.pmeCheck);
    assertEquals(5000, spark.table(name).count());

    String plain = IcebergTables.name("PLAINTEXT", "orders", false);
    IcebergTables.write(spark, spark.range(0, 100).selectExpr("id"), plain, false);
    SparkAppResult.IcebergFacts plainFacts = new SparkAppResult.IcebergFacts();
    IcebergTables.describe(spark, plain, false, plainFacts);
    assertEquals(0, plainFacts.pmeDataFiles + plainFacts.encryptedMetadataFiles);

    Row file = spark.sql("SELECT file_path, key_metadata FROM " + name + ".files").first();
    NativeEncryptionKeyMetadata key = IcebergTables.parse((byte[]) file.get(1));
    Path jar = HOME.resolve("target").resolve("benchmarks.jar");
    if (!Files.exists(jar)) {
      return; // a module build without the suite's jar: the in-JVM check above stands
    }
    List<String> cmd =
        new ArrayList<String>(
            Arrays.asList(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                jar.toString(),
                "org.pmebench.cli.PmeBench",
                "inspect",
                Paths.get(new java.net.URI(file.getString(0))).toString(),
                "--verify",
                "--footer-key=" + hex(IcebergTables.bytes(key.encryptionKey())),
                "--aad-prefix-hex=" + hex(IcebergTables.bytes(key.aadPrefix()))));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(readAll(p), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    assertTrue(
        out.contains("footer: encrypted with the footer key")
            && out.contains("algorithm: AES_GCM_V1; AAD " + "prefix: not stored"),
        out);
    Map<String, String> recorded = SparkSettings.recordable(SparkSettings.of(spec, "off", KEYS));
    assertEquals(
        "(master keys footer_key, column_key)", recorded.get(IcebergTables.keyListSetting()));
  }

  private static byte[] readAll(Process p) throws java.io.IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    byte[] buf = new byte[8192];
    for (int n; (n = p.getInputStream().read(buf)) > 0; ) {
      out.write(buf, 0, n);
    }
    return out.toByteArray();
  }

  private static String hex(byte[] b) {
    StringBuilder s = new StringBuilder();
    for (byte x : b) {
      s.append(String.format("%02x", x));
    }
    return s.toString();
  }
}
