package org.pmebench.family.peers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.report.Numbers;
import org.pmebench.report.PivotTable;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SummaryFile;

/**
 * parquet-java beside the peers on one clock: the process's CPU time, which is the only CPU clock a
 * peer has (Arrow decodes on threads of its own) and which parquet-java's paired rounds read as the
 * benchmark thread's plus the JVM's own threads' (GC, JIT). A row per workload and mode that
 * parquet-java and at least one peer measured in the run; parquet-java's rows at its defaults only
 * (no layout, heap or release parameter).
 */
final class SameClockTable {
  private SameClockTable() {}

  static String toMarkdown(SummaryFile summary) {
    Map<String, Map<String, String>> rows = new LinkedHashMap<String, Map<String, String>>();
    List<String> implementations = new ArrayList<String>();
    boolean peers = false;
    for (OverheadRow o : summary.overheads) {
      if (o.processCpu == null || o.spec().isEmpty()) {
        continue;
      }
      boolean peer = o.benchmark != null && o.benchmark.startsWith(PeerJson.BENCHMARK_PREFIX);
      if (!peer && !parquetJavaAtDefaults(o)) {
        continue;
      }
      String implementation =
          peer
              ? o.text("implementation") + " " + o.text("version")
              : Interop.PARQUET_JAVA + " (" + o.jvm + ")";
      peers |= peer;
      put(rows, implementations, o, implementation, o.processCpu);
      if (o.cpuWithGc != null) {
        put(rows, implementations, o, implementation + ", less JIT", o.cpuWithGc);
      }
    }
    if (!peers
        || implementations.size() < 2
        || implementations.stream().noneMatch(i -> i.startsWith(Interop.PARQUET_JAVA))) {
      return "";
    }
    StringBuilder md =
        new StringBuilder(
            "### parquet-java and the peers on the same clock\n\n"
                + "The overhead on the process's CPU time in every implementation, with 95% intervals over the forks or "
                + "processes: a peer's only CPU clock, and for parquet-java its benchmark thread's CPU time plus the JVM's "
                + "own threads' (garbage collection, JIT) while each file ran; \"less JIT\" leaves out its JIT compilers, which "
                + "are still compiling after the warm-up, on both files alike (a peer has no JIT); † not from one steady "
                + "state. The overhead tables above give parquet-java's thread CPU time.\n\n");
    md.append(PivotTable.toMarkdown("workload | mode", "", implementations, rows, "–"));
    return md.append('\n').toString();
  }

  private static void put(
      Map<String, Map<String, String>> rows,
      List<String> implementations,
      OverheadRow o,
      String implementation,
      RowEstimate estimate) {
    if (!implementations.contains(implementation)) {
      implementations.add(implementation);
    }
    rows.computeIfAbsent(o.spec() + " | " + o.encryption, k -> new LinkedHashMap<String, String>())
        .put(implementation, Numbers.overheadInterval(estimate));
  }

  /**
   * A parquet-java paired row at parquet's defaults, in the suite's heap, on the built-in release.
   */
  private static boolean parquetJavaAtDefaults(OverheadRow o) {
    return o.benchmark != null
        && o.benchmark.startsWith("org.pmebench.parquet.ParquetPaired")
        && o.params.size() == countOf(o, "spec", "io", "rows")
        && "memory".equals(o.param("io"));
  }

  private static int countOf(OverheadRow o, String... names) {
    int n = 0;
    for (String name : names) {
      n += o.params.containsKey(name) ? 1 : 0;
    }
    return n;
  }
}
