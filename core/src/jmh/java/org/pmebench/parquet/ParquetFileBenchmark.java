package org.pmebench.parquet;

import java.io.IOException;
import java.util.Collections;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.TearDown;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.workload.FileStore;

/**
 * The separate-fork benchmarks: one encryption mode per JMH configuration, so an overhead divides
 * two results from different forks (kept for comparison with the paired measurement). Time per file
 * is the primary result; bytes of file per unit of time come as the {@link FileBytes} secondary
 * result.
 */
public abstract class ParquetFileBenchmark extends ParquetSettings {
  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  protected EncryptionMode encryption;
  protected FileStore store;

  /** Called first by each subclass's setup. */
  protected void prepare() throws IOException {
    encryption = EncryptionMode.byName(mode);
    prepareSettings(Collections.singletonList(encryption));
    if (!encryption.encrypted() && !layout.isDefault()) {
      throw new IllegalArgumentException(
          "footer="
              + footer
              + ", aadPrefix="
              + aadPrefix
              + " need an encrypted mode; PLAINTEXT takes footer=encrypted, aadPrefix=none");
    }
    store = FileStore.create(io);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    store.close();
  }
}
