package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.workload.StandardFiles;

/**
 * The fuzz seeds' key-tools file reads after another user of the in-memory KMS in the same JVM
 * cached other master keys under the same key ids (what failed CI once: the key tools cache KMS
 * clients per instance for ten minutes).
 */
class FuzzKmsIsolationTest {
  @Test
  void theSeedsKmsFileReadsAfterAnotherKeyListWasCached() throws Exception {
    Configuration other =
        new KmsEncryption(KmsEncryption.demoKeyList(42))
            .columnKey(KmsEncryption.COLUMN_KEY_ID, Arrays.asList(ColumnPath.get("id")))
            .configuration(StandardFiles.configuration());
    // Wrapping a key through the other key list caches its KMS client and master keys.
    KmsEncryption.encryptionProperties(other, new org.apache.hadoop.fs.Path("/other/file.parquet"));
    SeedFile kms = null;
    for (SeedFile s : FuzzSeeds.suite()) {
      if (s.keys == SeedFile.Keys.KMS) {
        kms = s;
      }
    }
    MutantRead.Result r = MutantRead.read(kms.bytes, kms);
    assertEquals(ReadOutcome.READ_OK, r.outcome, r.detail);
  }
}
