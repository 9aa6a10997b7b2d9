package org.pmebench.cli;

import java.util.List;

/**
 * The families that time whole Parquet files (parquet, columns): PME takes its ciphers from a JCA
 * provider, overheads come from paired rounds (which the calibrated regression slows), and their
 * forks are profiled when the measurement profile says so.
 */
abstract class FileFamily<M> extends BenchmarkFamily<M> {
  @Override
  final void useProviders(M matrix, List<String> chosen) {
    jcaProviders(chosen);
    setProviders(matrix, chosen);
  }

  /** Stores the (checked) providers in the matrix. */
  abstract void setProviders(M matrix, List<String> chosen);

  @Override
  final boolean takesCalibratedRegression() {
    return true;
  }

  @Override
  final CpuProfiling cpuProfiling() {
    return CpuProfiling.PROFILE_DEFAULT;
  }
}
