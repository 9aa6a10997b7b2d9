package org.pmebench.crypto.check;

import java.util.Collection;
import java.util.Collections;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.PmeProviderInstaller;

/**
 * What a file benchmark's fork does before it times PME: installs the provider for parquet ({@link
 * PmeProviderInstaller}) and checks its answers ({@link CipherCheck}) for the algorithms the modes
 * use. PME's modules are at most a page (1 MiB by default), inside the check's sizes; parquet's
 * data keys are 128 bits.
 */
public final class CheckedProvider {
  private CheckedProvider() {}

  /**
   * @return what runs, as {@link PmeProviderInstaller#install} says; a wrong answer throws {@link
   *     WrongCipherOutput}. Each check's result is reported ({@link CheckReport}) as the check
   *     before warm-up.
   */
  public static String install(String provider, Collection<AesAlgorithm> algorithms) {
    String runs = PmeProviderInstaller.install(provider, algorithms);
    for (AesAlgorithm algorithm : algorithms) {
      CheckReport.print("cipher check before warm-up: " + check(provider, algorithm));
    }
    return runs;
  }

  /** The check of one construction as PME calls it: page sizes, parquet's 128-bit data keys. */
  public static CipherCheck.Result check(String provider, AesAlgorithm algorithm) {
    return CipherCheck.run(
        provider, algorithm, CheckSizes.forRun(Collections.<Integer>emptySet()), 128);
  }
}
