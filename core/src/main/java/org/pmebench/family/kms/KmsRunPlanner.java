package org.pmebench.family.kms;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.HeapSize;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;

/**
 * Turns a KMS matrix into JMH invocations: per variant, internal and external key material run
 * separately, because external material goes through Hadoop's FileSystem, which fails on JDK 23 and
 * later (Subject.getSubject); that JVM then loses only the external half.
 */
public final class KmsRunPlanner {
  private static final double HEAP_BYTES = 1L << 30;
  private final ForkSettings forks;

  public KmsRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  public List<JmhInvocation> plan(KmsMatrix m) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    for (JvmVariant v : m.variants) {
      for (String material : m.materials) {
        String id = forks.invocationId("kms-" + material + "-" + v.id());
        StringBuilder methods = new StringBuilder();
        for (String op : m.operations) {
          methods.append(methods.length() > 0 ? "|" : "").append(op).append("Keys");
        }
        String include = "^org\\.pmebench\\.kms\\.KeyManagementBenchmark\\.(" + methods + ")$";
        ChainedOptionsBuilder options =
            forks
                .warm(forks.base(id, include, 1, HeapSize.atLeast((long) HEAP_BYTES), v))
                .param("columns", m.columns.toArray(new String[0]))
                .param("wrapping", m.wrappings.toArray(new String[0]))
                .param("material", material)
                .param("cache", m.caches.toArray(new String[0]))
                .param("kmsDelayMicros", m.delaysMicros.toArray(new String[0]))
                .mode(Mode.AverageTime)
                .timeUnit(TimeUnit.MICROSECONDS);
        int configurations =
            m.operations.size()
                * m.columns.size()
                * m.wrappings.size()
                * m.caches.size()
                * m.delaysMicros.size();
        runs.add(
            forks.invocation(
                id, v, options, configurations, forks.warmSecondsPerConfiguration(0.2, 0.001)));
      }
    }
    return runs;
  }
}
