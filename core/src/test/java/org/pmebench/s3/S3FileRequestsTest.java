package org.pmebench.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
  @TempDir
  static Path dir;
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
    S3FileRequests.Counted plain = files.count(new S3Case(1, EncryptionMode.PLAINTEXT, false, false));
    for (EncryptionMode mode : Arrays.asList(EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1)) {
      for (boolean plaintextFooter : new boolean[] {false, true}) {
        S3FileRequests.Counted internal = files.count(new S3Case(1, mode, false, plaintextFooter));
        assertEquals(plain.write.byKind(), internal.write.byKind(), "write " + internal.c);
        assertEquals(plain.read.byKind(), internal.read.byKind(), "read " + internal.c);

        S3FileRequests.Counted external = files.count(new S3Case(1, mode, true, plaintextFooter));
        // The key material object: written with its own PUT (after S3A's LIST that checks the
        // path is not a directory), read with its own HEAD and GET.
        assertEquals(plus(plain.write.byKind(), "put", "list"), external.write.byKind(), "write " + external.c);
        assertEquals(plus(plain.read.byKind(), "head", "get"), external.read.byKind(), "read " + external.c);
      }
    }
  }

  @Test
  void theServerCountsTheSameRequestsAsS3A() throws Exception {
    for (S3Case c : Arrays.asList(new S3Case(7, EncryptionMode.PLAINTEXT, false, false),
        new S3Case(7, EncryptionMode.AES_GCM_V1, true, false))) {
      S3FileRequests.Counted n = files.count(c);
      assertEquals(n.write.total(), total(n.serverWrite), c + " write: " + n.write + " vs " + n.serverWrite);
      assertEquals(n.read.total(), total(n.serverRead), c + " read: " + n.read + " vs " + n.serverRead);
      assertEquals(n.write.get("put"), (long) n.serverWrite.get("PutObject"));
      assertEquals(n.read.get("get"), (long) n.serverRead.get("GetObject"));
    }
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
