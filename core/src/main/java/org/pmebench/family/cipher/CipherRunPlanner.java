package org.pmebench.family.cipher;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ExternalProviders;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;

/**
 * Turns a cipher matrix into JMH invocations: per JVM variant, one warm run per thread count, then
 * one cold run (single-shot: each fresh fork times its first operation).
 */
public final class CipherRunPlanner {
  private final ForkSettings forks;

  public CipherRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  /**
   * Providers that serve the same algorithms on this JVM share invocations (ACCP, which has no
   * AES-CTR, gets its own GCM-only ones); what a provider cannot run is skipped with the reason. A
   * provider added with --provider-class gets invocations of its own: one whose answers are wrong
   * fails its invocation (the cipher check), and the built-in ones' results stay.
   */
  public List<JmhInvocation> plan(CipherMatrix matrix) {
    Map<String, List<String>> algorithmsOf = new LinkedHashMap<String, List<String>>();
    Map<String, List<String>> providersOf = new LinkedHashMap<String, List<String>>();
    for (String provider : matrix.providers) {
      List<String> served = new ArrayList<String>();
      for (String algorithm : matrix.algorithms) {
        String reason =
            forks.target.providers.unavailableReason(
                provider, AesAlgorithm.valueOf(algorithm.toUpperCase(Locale.ROOT)));
        if (reason == null) {
          served.add(algorithm);
        } else {
          forks.skip(
              "cipher-" + provider + "-" + algorithm,
              "cipher " + provider + " " + algorithm + ": " + reason);
        }
      }
      if (!served.isEmpty()) {
        String group =
            served + (ExternalProviders.names().contains(provider) ? " " + provider : "");
        algorithmsOf.put(group, served);
        providersOf.computeIfAbsent(group, k -> new ArrayList<String>()).add(provider);
      }
    }
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    boolean first = true;
    for (Map.Entry<String, List<String>> group : providersOf.entrySet()) {
      runs.addAll(
          planGroup(
              matrix.withProvidersAndAlgorithms(group.getValue(), algorithmsOf.get(group.getKey())),
              first ? "" : "-" + String.join("-", group.getValue())));
      first = false;
    }
    return runs;
  }

  private List<JmhInvocation> planGroup(CipherMatrix matrix, String idSuffix) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    int configs = matrix.configurationsPerInvocation();
    for (JvmVariant variant : matrix.variants) {
      for (int threads : matrix.threads) {
        String id = forks.invocationId("cipher-warm-" + variant.id() + "-t" + threads + idSuffix);
        ChainedOptionsBuilder options =
            forks
                .warm(common(matrix, variant, threads, id))
                .param("jitWarmupOps", Integer.toString(matrix.jitWarmupOps))
                .param("jitWarmupChunk", matrix.jitWarmupChunk)
                .mode(Mode.Throughput)
                .timeUnit(TimeUnit.SECONDS);
        runs.add(
            forks.invocation(
                id, variant, options, configs, forks.warmSecondsPerConfiguration(0.2, 0)));
      }
    }
    for (JvmVariant variant : matrix.coldVariants) {
      String id = forks.invocationId("cipher-cold-" + variant.id() + "-t1" + idSuffix);
      // Cold means untouched: no JIT warm-up before the one timed operation.
      ChainedOptionsBuilder options =
          common(matrix, variant, 1, id)
              .param("jitWarmupOps", "0")
              .mode(Mode.SingleShotTime)
              .timeUnit(TimeUnit.MICROSECONDS)
              .forks(forks.profile.coldForks)
              .warmupIterations(0)
              .measurementIterations(1)
              .measurementBatchSize(1);
      runs.add(
          forks.invocation(
              id, variant, options, configs, forks.profile.coldForks * ForkSettings.FORK_SECONDS));
    }
    return runs;
  }

  private ChainedOptionsBuilder common(
      CipherMatrix matrix, JvmVariant variant, int threads, String id) {
    return forks
        .base(id, matrix.includeRegex(), threads, matrix.heapBytes(threads), variant)
        .param("provider", matrix.providers.toArray(new String[0]))
        .param("chunkSize", matrix.sizes.toArray(new String[0]))
        .param("keyBits", Integer.toString(matrix.keyBits));
  }
}
