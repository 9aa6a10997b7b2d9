package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.EncryptionMode;

/**
 * The requests of a tiny PME file through S3A on a real S3Proxy: exact counts, S3A's own and the
 * server's, per mode and key-material setting.
 */
class S3FileRequestsTest {
  static final java.util.List<String> NORMAL =
      java.util.Collections.singletonList(S3Read.DEFAULT_POLICY);

  @TempDir static Path dir;
  static S3ProxyServer server;
  static S3FileRequests files;

  @BeforeAll
  static void start() throws Exception {
    server = S3ProxyServer.start(S3ProxyServerTest.JAR, S3ProxyServer.currentJava(), dir, 0);
    files = new S3FileRequests(server.endpoint(), server, 200, "test");
  }

  @AfterAll
  static void stop() throws Exception {
    try {
      files.clean();
      files.close();
    } finally {
      server.close();
    }
  }

  @Test
  void internalKeyMaterialCostsNoRequestAndExternalOnePutAndOneGetMore() throws Exception {
    S3FileRequests.Counted plain =
        files.count(new S3Case(1, EncryptionMode.PLAINTEXT, false, false), NORMAL);
    for (EncryptionMode mode :
        Arrays.asList(EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1)) {
      for (boolean plaintextFooter : new boolean[] {false, true}) {
        S3FileRequests.Counted internal =
            files.count(new S3Case(1, mode, false, plaintextFooter), NORMAL);
        assertEquals(plain.write.byKind(), internal.write.byKind(), "write " + internal.c);
        assertEquals(read(plain).byKind(), read(internal).byKind(), "read " + internal.c);

        S3FileRequests.Counted external =
            files.count(new S3Case(1, mode, true, plaintextFooter), NORMAL);
        // The key material object: written with its own PUT (after S3A's LIST that checks the
        // path is not a directory), read with its own HEAD and GET.
        assertEquals(
            plus(plain.write.byKind(), "put", "list"),
            external.write.byKind(),
            "write " + external.c);
        assertEquals(
            plus(read(plain).byKind(), "head", "get"),
            read(external).byKind(),
            "read " + external.c);
      }
    }
  }

  @Test
  void theServerCountsTheSameRequestsAsS3A() throws Exception {
    for (S3Case c :
        Arrays.asList(
            new S3Case(7, EncryptionMode.PLAINTEXT, false, false),
            new S3Case(7, EncryptionMode.AES_GCM_V1, true, false))) {
      S3FileRequests.Counted n = files.count(c, NORMAL);
      assertEquals(
          n.write.total(), total(n.serverWrite), c + " write: " + n.write + " vs " + n.serverWrite);
      S3FileRequests.ReadCount read = n.reads.get(0);
      assertEquals(
          read.requests.total(),
          total(read.server),
          c + " read: " + read.requests + " vs " + read.server);
      assertEquals(n.write.get("put"), (long) n.serverWrite.get("PutObject"));
      assertEquals(read.requests.get("get"), (long) read.server.get("GetObject"));
    }
  }

  @Test
  void readingOnlyThePlaintextColumnsStillFetchesTheFootersKeyMaterial() throws Exception {
    S3FileRequests.Counted plain =
        files.count(
            new S3Case(
                S3Case.CITATIONS, 1, EncryptionMode.PLAINTEXT, false, false, S3Case.ALL_COLUMNS),
            NORMAL);
    RequestCounts plainColumns = projected(plain);
    for (boolean plaintextFooter : new boolean[] {false, true}) {
      S3FileRequests.Counted internal =
          files.count(
              new S3Case(
                  S3Case.CITATIONS,
                  1,
                  EncryptionMode.AES_GCM_V1,
                  false,
                  plaintextFooter,
                  S3Case.SENSITIVE_COLUMNS),
              NORMAL);
      assertEquals(plainColumns.byKind(), projected(internal).byKind(), internal.c.id());
      // Key material beside the file: fetched even when no encrypted column is read, because an
      // encrypted footer needs the footer key and parquet's key tools verify a plaintext footer's
      // signature with it.
      S3FileRequests.Counted external =
          files.count(
              new S3Case(
                  S3Case.CITATIONS,
                  1,
                  EncryptionMode.AES_GCM_V1,
                  true,
                  plaintextFooter,
                  S3Case.SENSITIVE_COLUMNS),
              NORMAL);
      assertEquals(
          plus(plainColumns.byKind(), "head", "get"),
          projected(external).byKind(),
          external.c.id());
      assertTrue(
          projected(external).readBytes < external.reads.get(0).requests.readBytes,
          "fewer bytes read");
    }
  }

  @Test
  void eachReadRunsWithTheInputPolicyAsked() throws Exception {
    S3FileRequests.Counted n =
        files.count(new S3Case(1, EncryptionMode.AES_GCM_CTR_V1, true, false), S3Read.POLICIES);
    assertEquals(S3Read.POLICIES.size(), n.reads.size());
    for (int i = 0; i < n.reads.size(); i++) {
      // count() refuses a read whose S3A instance runs another policy; every one reads the whole
      // file.
      assertEquals(S3Read.POLICIES.get(i), n.reads.get(i).read.fadvise);
      assertTrue(n.reads.get(i).requests.readBytes >= n.fileBytes, n.reads.get(i).read.toString());
    }
  }

  @Test
  void anS3aInstanceLeftInHadoopsCacheForAnotherServerIsNotUsed() throws Exception {
    // What another test or command in this JVM leaves: the bucket's S3A instance of a server gone.
    org.apache.hadoop.fs.FileSystem.closeAllForUGI(
        org.apache.hadoop.security.UserGroupInformation.getCurrentUser());
    org.apache.hadoop.fs.Path elsewhere =
        new org.apache.hadoop.fs.Path(server.endpoint().uri("left"));
    org.apache.hadoop.fs.FileSystem left =
        elsewhere.getFileSystem(
            S3Endpoint.local("http://127.0.0.1:1")
                .configure(new org.apache.hadoop.conf.Configuration()));
    try {
      S3FileRequests.Counted n =
          files.count(new S3Case(1, EncryptionMode.AES_GCM_V1, true, false), NORMAL);
      assertTrue(n.fileBytes > 0, n.c.id());
    } finally {
      left.close();
    }
  }

  /** The read of only the plaintext columns (reads: all columns, then plaintext ones). */
  private static RequestCounts projected(S3FileRequests.Counted n) {
    assertEquals(2, n.reads.size());
    assertEquals(S3Read.PLAINTEXT_COLUMNS, n.reads.get(1).read.projection);
    return n.reads.get(1).requests;
  }

  private static RequestCounts read(S3FileRequests.Counted n) {
    assertEquals(1, n.reads.size());
    return n.reads.get(0).requests;
  }

  private static Map<String, Long> plus(Map<String, Long> base, String... kinds) {
    Map<String, Long> m = new LinkedHashMap<String, Long>(base);
    for (String k : kinds) {
      m.put(k, m.get(k) + 1);
    }
    return m;
  }

  private static long total(Map<String, Long> counts) {
    long n = 0;
    for (long v : counts.values()) {
      n += v;
    }
    return n;
  }
}
