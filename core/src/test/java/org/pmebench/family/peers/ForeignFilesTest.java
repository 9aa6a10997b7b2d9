package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;

/**
 * Files arrow-rs wrote (its driver's interop-write, 100 of the standard rows, kept as they were)
 * read by parquet-java through its own key tools and the suite's in-memory KMS: keys wrapped by the
 * driver's KMS client and key material written by the parquet-key-management crate unwrap here, and
 * the values are the rows the suite generates. The matrix in a run checks every pair; this keeps
 * the Java side of arrow-rs in every build, where Cargo does not run.
 */
class ForeignFilesTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "arrow-rs-AES_GCM_V1-encrypted-internal",
        "arrow-rs-AES_GCM_V1-plaintext-internal",
        "arrow-rs-AES_GCM_V1-encrypted-internal-aad"
      })
  void parquetJavaReadsWhatArrowRsWrote(String name) throws Exception {
    Path file = dir.resolve(name + ".parquet");
    try (InputStream in =
        ForeignFilesTest.class.getResourceAsStream("/peers/" + name + ".parquet")) {
      Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
    }
    Configuration conf =
        new KmsEncryption(KmsEncryption.demoKeyList(42))
            .configuration(StandardFiles.configuration());
    KmsEncryption.clearCaches();
    org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file.toUri());
    RecordDigest read = new RecordDigest(Collections.singleton(Interop.IGNORED_COLUMN));
    StandardFiles.readAll(
        HadoopInputFile.fromPath(path, conf),
        KmsEncryption.decryptionProperties(conf, path),
        conf,
        read::add);

    RecordDigest expected = new RecordDigest(Collections.singleton(Interop.IGNORED_COLUMN));
    List<Group> rows = StandardRows.generate(100, 42);
    rows.forEach(expected::add);
    assertEquals(100, read.records());
    assertEquals(expected.hex(), read.hex(), name + " holds the suite's rows");
  }

  @org.junit.jupiter.api.Test
  void theMatrixHasAnAadPrefixedFileEveryModeFooterAndMaterialAndExplicitKeys() {
    // PLAINTEXT + 2 modes x 2 footers x 2 materials + the AAD-prefixed GCM file; explicit keys:
    // uniform in both
    // modes and with an AAD prefix, and column keys.
    assertEquals(14, Interop.files().size());
    assertEquals(
        2,
        Interop.files().values().stream()
            .filter(f -> InteropCell.STORED_AAD_PREFIX.equals(f[3]))
            .count());
    assertEquals(4, Interop.files().values().stream().filter(f -> Interop.explicit(f[2])).count());
  }

  /**
   * The explicit key is 16 ASCII characters, so DuckDB can be given it as text (and it is AES-128).
   */
  @org.junit.jupiter.api.Test
  void theExplicitKeyIsSixteenAsciiCharacters() {
    byte[] key =
        org.pmebench.crypto.kms.MasterKeyList.parse(Interop.keyList()).key(Interop.EXPLICIT_KEY_ID);
    assertEquals(16, key.length);
    for (byte b : key) {
      assertTrue(b >= '0' && b <= 'f', "hex digits");
    }
  }
}
