package org.pmebench.run;

import java.util.List;

/**
 * The families that time whole Parquet files (parquet, parking, files): PME takes its ciphers from
 * a JCA provider, overheads come from paired rounds (which the calibrated regression slows) with
 * cost models beside them, and their forks are profiled when the measurement profile says so.
 */
public abstract class FileFamily<M> extends BenchmarkFamily<M> {
  @Override
  public final void useProviders(M matrix, List<String> chosen) {
    jcaProviders(chosen);
    setProviders(matrix, chosen);
  }

  @Override
  public final boolean takesProviders() {
    return true;
  }

  @Override
  public final boolean takesPrecision() {
    return true;
  }

  /** Stores the (checked) providers in the matrix. */
  protected abstract void setProviders(M matrix, List<String> chosen);

  @Override
  public final boolean takesCalibratedRegression() {
    return true;
  }

  @Override
  public final boolean takesHeap() {
    return true;
  }

  @Override
  public final boolean hasCostModels() {
    return true;
  }

  @Override
  public final CpuProfiling cpuProfiling() {
    return CpuProfiling.PROFILE_DEFAULT;
  }
}
