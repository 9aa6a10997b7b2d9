package org.pmebench.parquet;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.PmeProviderInstaller;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.paired.LiveHeap;
import org.pmebench.workload.StandardFiles;

/**
 * What every standard-file benchmark shares, separate or paired: the row count, where files live,
 * the encrypted files' layout, the keys and the Hadoop configuration.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
// Young generation fixed as the run command fixes it (HeapSize.fileJvmArgs).
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms8g", "-Xmx8g", "-Xmn4915m"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class ParquetSettings {
  @Param({"1000000"})
  public int rows;

  /** memory: files are held in memory (CPU cost only); disk: files in a temporary directory. */
  @Param({"memory"})
  public String io;

  /**
   * Encrypted modes: encrypted (parquet's default) or plaintext, a footer signed with the footer
   * key.
   */
  @Param({"encrypted"})
  public String footer;

  /** Encrypted modes: none, stored (in the file) or supplied (by the reader) AAD prefix. */
  @Param({"none"})
  public String aadPrefix;

  /**
   * Reads: heap (parquet's default allocator) or direct (a direct allocator and parquet's off-heap
   * decrypt flag, which releases from 1.14.0 act on); writes ignore it.
   */
  @Param({"heap"})
  public String buffers;

  /** The JCA provider PME's ciphers come from, installed first in the fork and verified. */
  @Param({"SunJCE"})
  public String provider;

  /**
   * fixed: the suite's heap (fixed young generation, no live data); consumer: G1's ergonomics and a
   * live set held for the whole fork (LiveHeap). The run command gives the matching JVM arguments.
   */
  @Param({LiveHeap.FIXED})
  public String heap;

  protected EncryptionLayout layout;
  protected final ExplicitKeys keys = new ExplicitKeys(42);
  protected Configuration conf;

  /** Called first by each benchmark's setup, with the modes of the files it handles. */
  protected void prepareSettings(Collection<EncryptionMode> modes) {
    VmFlagGuard.check();
    LiveHeap.hold(heap);
    CheckedProvider.install(provider, PmeProviderInstaller.algorithmsOf(modes));
    layout = EncryptionLayout.of(footer, aadPrefix);
    conf = StandardFiles.configuration();
    StandardFiles.readBuffers(conf, buffers);
  }
}
