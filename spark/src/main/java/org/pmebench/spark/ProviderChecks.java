package org.pmebench.spark;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntSupplier;
import org.apache.spark.SparkContext;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.workload.ReadFailures;

/**
 * The provider PME uses in an application, installed and checked in every JVM of it: the driver
 * ({@link #install}, before any session) and each executor ({@link PmeProviderPlugin}), whose
 * outcomes the driver collects. An application times nothing until every executor it has reported a
 * right answer ({@link #awaitExecutors}), and at its end every executor that ran must have.
 */
final class ProviderChecks {
  /** The Spark setting naming the provider (a name {@code --providers} takes). */
  static final String PROVIDER = "spark.pmebench.provider";

  /** The AES constructions to check, e.g. {@code GCM,CTR}. */
  static final String ALGORITHMS = "spark.pmebench.provider.algorithms";

  private static final String OK = "ok: ";
  private static final String FAILED = "failed: ";

  /** The provider installed and checked in this JVM, and what runs; null before the first. */
  private static String installed;

  private static String runs;

  /** Per executor id: its host and outcome ({@value #OK}... or {@value #FAILED}...). */
  private static final Map<String, String[]> REPORTS = new LinkedHashMap<String, String[]>();

  private ProviderChecks() {}

  /**
   * The constructions PME uses on tables of {@code modes}: GCM always (parquet's key tools and
   * Iceberg wrap keys with it), CTR for AES_GCM_CTR_V1's data.
   */
  static String algorithms(List<String> modes) {
    // modes: PME's, and the A/A control's plaintext tables
    Set<AesAlgorithm> algorithms = EnumSet.of(AesAlgorithm.GCM);
    for (String mode : modes) {
      if (EncryptionMode.AES_GCM_CTR_V1.name().equals(mode)) {
        algorithms.add(AesAlgorithm.CTR);
      }
    }
    List<String> names = new ArrayList<String>();
    for (AesAlgorithm a : algorithms) {
      names.add(a.name());
    }
    return String.join(",", names);
  }

  /**
   * Puts {@code provider} first for PME in this JVM and checks its answers, once per JVM.
   *
   * @return what runs, e.g. "BCFIPS (org.bouncycastle...: BouncyCastle Security Provider (FIPS
   *     edition) v2.1.3)"
   * @throws RuntimeException in one line when it cannot serve PME or answers wrong
   */
  static synchronized String install(String provider, String algorithms) {
    if (provider.equals(installed)) {
      return runs;
    }
    Set<AesAlgorithm> chosen = EnumSet.noneOf(AesAlgorithm.class);
    for (String a : algorithms.split(",")) {
      chosen.add(AesAlgorithm.valueOf(a.trim().toUpperCase(Locale.ROOT)));
    }
    runs = CheckedProvider.install(provider, chosen);
    installed = provider;
    return runs;
  }

  /** An executor's outcome: what runs, or why the provider cannot run there, in one line. */
  static String inExecutor(String provider, String algorithms) {
    if (provider == null) {
      return FAILED + PROVIDER + " is not set";
    }
    try {
      return OK + install(provider, algorithms);
    } catch (RuntimeException | LinkageError e) {
      return FAILED + oneLine(e);
    }
  }

  /** Why a provider failed to install or answer, in one line: its root cause. */
  static String oneLine(Throwable e) {
    return ReadFailures.rootMessage(e).replace('\n', ' ');
  }

  static synchronized void reported(String executor, String host, String outcome) {
    REPORTS.put(executor, new String[] {host, outcome});
  }

  /** Forgets every report and the installed provider: for tests, which share one JVM. */
  static synchronized void clear() {
    REPORTS.clear();
    installed = null;
    runs = null;
  }

  /**
   * Waits until every executor {@code sc} has (at least one; in local mode the driver's own) has
   * reported, up to {@code timeoutMillis}.
   *
   * @return per executor, what runs there
   * @throws SparkAppFailure naming the executor whose provider failed, or that never reported
   */
  static Map<String, String> awaitExecutors(SparkContext sc, String provider, long timeoutMillis) {
    // The status tracker lists the driver too; in local mode the driver is the executor.
    return awaitReports(
        provider,
        () -> sc.isLocal() ? 1 : sc.statusTracker().getExecutorInfos().length - 1,
        timeoutMillis);
  }

  /**
   * {@link #awaitExecutors} with the number of executors asked of {@code executors} at each look.
   */
  static Map<String, String> awaitReports(
      String provider, IntSupplier executors, long timeoutMillis) {
    long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    while (true) {
      int expected = executors.getAsInt();
      Map<String, String> outcomes = new LinkedHashMap<String, String>();
      synchronized (ProviderChecks.class) {
        for (Map.Entry<String, String[]> e : REPORTS.entrySet()) {
          String outcome = e.getValue()[1];
          if (outcome.startsWith(FAILED)) {
            throw new SparkAppFailure(
                "provider "
                    + provider
                    + " failed its check on executor "
                    + e.getKey()
                    + " ("
                    + e.getValue()[0]
                    + "): "
                    + outcome.substring(FAILED.length()));
          }
          outcomes.put(e.getKey(), outcome.substring(OK.length()));
        }
      }
      if (expected > 0 && outcomes.size() >= expected) {
        return outcomes;
      }
      if (System.nanoTime() > deadline) {
        throw new SparkAppFailure(
            "provider "
                + provider
                + ": "
                + outcomes.size()
                + " of "
                + Math.max(1, expected)
                + " executor(s) reported their provider check within "
                + timeoutMillis / 1000
                + " s (is spark.plugins "
                + "set without "
                + PmeProviderPlugin.class.getName()
                + "?)");
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new SparkAppFailure("interrupted while waiting for the executors' provider checks");
      }
    }
  }
}
