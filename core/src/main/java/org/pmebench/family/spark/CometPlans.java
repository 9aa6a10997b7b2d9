package org.pmebench.family.spark;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which scans of an executed Spark plan ran natively in DataFusion Comet: its text (the final plan
 * of an adaptive query, as {@code queryExecution().executedPlan()} prints it) read operator by
 * operator. A scan is one of Spark's ({@code FileScan}, {@code BatchScan}, {@code Scan}) or Comet's
 * ({@code CometScan}, {@code CometNativeScan}, {@code CometBatchScan}, {@code
 * CometIcebergNativeScan}); Comet's are native.
 */
public final class CometPlans {
  /**
   * An operator at the start of a plan line, after the tree's drawing and an optional "*(n) "
   * codegen stage.
   */
  private static final Pattern OPERATOR =
      Pattern.compile(
          "^[\\s:+\\-|]*(?:\\*\\(\\d+\\)\\s*)?([A-Za-z]+)(?:\\s+\\[(\\w+)\\])?(?:\\s+(\\w+))?");

  /** The scans of one plan. */
  public static final class Scans {
    public int scans;
    public int nativeScans;

    /** Operator name (with the format, e.g. "FileScan parquet") to its count, sorted. */
    public final Map<String, Integer> nodes = new TreeMap<String, Integer>();

    /** "CometScan [native_iceberg_compat] parquet x2, FileScan parquet x1", or "none". */
    public String nodesText() {
      StringBuilder s = new StringBuilder();
      for (Map.Entry<String, Integer> e : nodes.entrySet()) {
        s.append(s.length() == 0 ? "" : ", ").append(e.getKey()).append(" x").append(e.getValue());
      }
      return s.length() == 0 ? "none" : s.toString();
    }
  }

  private static final java.util.List<String> FORMATS =
      java.util.Arrays.asList("parquet", "orc", "csv", "json", "text", "avro");

  private CometPlans() {}

  /**
   * The scans of {@code plan}. Of an adaptive plan only the final one counts (the text after "==
   * Final Plan ==" up to "== Initial Plan ==", when present), and a reused exchange's scans are
   * printed, and counted, once.
   */
  public static Scans of(String plan) {
    String text = plan;
    int fin = text.indexOf("== Final Plan ==");
    if (fin >= 0) {
      int initial = text.indexOf("== Initial Plan ==", fin);
      text = text.substring(fin, initial < 0 ? text.length() : initial);
    }
    Scans s = new Scans();
    for (String line : text.split("\n")) {
      Matcher m = OPERATOR.matcher(line);
      if (!m.find()) {
        continue;
      }
      String op = m.group(1);
      boolean comet = op.startsWith("Comet") && op.endsWith("Scan");
      boolean spark = op.equals("FileScan") || op.equals("BatchScan") || op.equals("Scan");
      if (!comet && !spark) {
        continue;
      }
      String implementation = m.group(2);
      String format = m.group(3);
      String node =
          op
              + (implementation != null ? " [" + implementation + "]" : "")
              + (format != null && FORMATS.contains(format) ? " " + format : "");
      s.nodes.merge(node, 1, Integer::sum);
      s.scans++;
      if (comet) {
        s.nativeScans++;
      }
    }
    return s;
  }
}
