package org.pmebench.family.files;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.pmebench.paired.PairedModes;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.userfiles.ColumnSet;

/**
 * Turns a files matrix into JMH invocations: per provider and JVM variant, one read invocation
 * (every file × column set × the whole file and the projection) and one write invocation (every
 * file × column set), each configuration's rounds holding plaintext, each encrypted mode and the
 * A/A control.
 */
final class FilesRunPlanner {
  /**
   * Rough single-thread read of a file's uncompressed bytes (parquet-java's Group records, JDK 17).
   */
  private static final double READ_BYTES_PER_SECOND = 60e6;

  /** A write costs about three reads of the same bytes. */
  private static final double WRITE_OVER_READ = 3;

  static final String PACKAGE = "^org\\.pmebench\\.files\\.";
  static final String FILE_PARAM = "userFile";
  static final String SET_PARAM = "encrypt";
  static final String READ_PARAM = "readColumns";

  private final ForkSettings forks;

  FilesRunPlanner(ForkSettings forks) {
    this.forks = forks;
  }

  List<JmhInvocation> plan(FilesMatrix matrix) {
    return forks.perProvider(
        matrix.providers,
        matrix.modes,
        "files",
        (providerForks, modes) ->
            new FilesRunPlanner(providerForks).planModes(matrix.withModes(modes)));
  }

  private List<JmhInvocation> planModes(FilesMatrix m) {
    List<JmhInvocation> runs = new ArrayList<JmhInvocation>();
    for (JvmVariant v : m.variants) {
      if (m.operations.contains("read")) {
        List<String> reads = new ArrayList<String>(Collections.singletonList(ColumnSet.ALL));
        if (m.readColumns != null) {
          reads.add(m.readColumns);
        }
        runs.add(invocation(m, v, "read", "FilesPairedReadBenchmark", reads, 1));
      }
      if (m.operations.contains("write")) {
        runs.add(invocation(m, v, "write", "FilesPairedWriteBenchmark", null, WRITE_OVER_READ));
      }
    }
    return runs;
  }

  private JmhInvocation invocation(
      FilesMatrix m,
      JvmVariant variant,
      String kind,
      String cls,
      List<String> reads,
      double costOverRead) {
    String id = forks.invocationId("files-" + kind + "-" + variant.id());
    ChainedOptionsBuilder options =
        forks
            .warmFiles(forks.baseFiles(id, PACKAGE + cls + "\\.", m.heapBytes(), variant))
            .param(FILE_PARAM, m.files.toArray(new String[0]))
            .param(SET_PARAM, m.columnSets.toArray(new String[0]))
            .param(PairedModes.PARAM, PairedModes.join(m.modes))
            .mode(Mode.AverageTime)
            .timeUnit(TimeUnit.MILLISECONDS);
    int configurations = m.files.size() * m.columnSets.size();
    if (reads != null) {
      options.param(READ_PARAM, reads.toArray(new String[0]));
      configurations *= reads.size();
    }
    int files = m.modes.size() + 2;
    double op = m.largestUncompressedBytes / READ_BYTES_PER_SECOND * costOverRead * files;
    // Setup copies (or writes) every variant's file and records each encrypted one's modules once.
    JmhInvocation run =
        forks.invocation(
            id, variant, options, configurations, forks.fileSecondsPerConfiguration(op * 2, op));
    return run.pairedRows("read".equals(kind) ? JmhInvocation.READS : JmhInvocation.WRITES);
  }
}
