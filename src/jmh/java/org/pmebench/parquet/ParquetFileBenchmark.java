package org.pmebench.parquet;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.pmebench.bench.VmFlagGuard;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;

/**
 * What the read and write benchmarks share: the encryption mode, the row count, where the file
 * lives, the keys and the Hadoop configuration. Time per file is the primary result; bytes of
 * file per unit of time come as the {@link FileBytes} secondary result.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms8g", "-Xmx8g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class ParquetFileBenchmark {
  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  @Param({"1000000"})
  public int rows;

  /** memory: the file is held in memory (CPU cost only); disk: a file in a temporary directory. */
  @Param({"memory"})
  public String io;

  /** Encrypted modes: encrypted (parquet's default) or plaintext, a footer signed with the footer key. */
  @Param({"encrypted"})
  public String footer;

  /** Encrypted modes: none, stored (in the file) or supplied (by the reader) AAD prefix. */
  @Param({"none"})
  public String aadPrefix;

  protected EncryptionMode encryption;
  protected EncryptionLayout layout;
  protected ExplicitKeys keys;
  protected Configuration conf;
  protected FileStore store;

  /** Called first by each subclass's setup. */
  protected void prepare() throws IOException {
    VmFlagGuard.check();
    encryption = EncryptionMode.byName(mode);
    layout = EncryptionLayout.of(footer, aadPrefix);
    if (!encryption.encrypted() && !layout.isDefault()) {
      throw new IllegalArgumentException("footer=" + footer + ", aadPrefix=" + aadPrefix
          + " need an encrypted mode; PLAINTEXT takes footer=encrypted, aadPrefix=none");
    }
    keys = new ExplicitKeys(42);
    conf = StandardFiles.configuration();
    store = FileStore.create(io);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    store.close();
  }
}
