package org.pmebench.parquet;

import java.io.IOException;
import java.util.Collections;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.workload.FileStore;

/**
 * The duet benchmarks (Bulej et al., ICPE 2020): two threads of one fork handle the plaintext and
 * the encrypted file of the same workload at the same time, each with its own file store, which the
 * subclass's setup creates.
 */
@State(Scope.Group)
public abstract class ParquetDuetBenchmark extends ParquetSettings {
  /** The encrypted file's mode. */
  @Param({"AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  protected EncryptionMode encryption;
  protected FileStore plainStore;
  protected FileStore encryptedStore;

  /** Called first by each subclass's setup. */
  protected void prepare() {
    encryption = EncryptionMode.byName(mode);
    prepareSettings(Collections.singletonList(encryption));
    if (!encryption.encrypted()) {
      throw new IllegalArgumentException(
          "mode=" + mode + ": a duet pairs PLAINTEXT with an encrypted mode");
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    plainStore.close();
    encryptedStore.close();
  }
}
