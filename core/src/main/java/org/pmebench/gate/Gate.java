package org.pmebench.gate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.stats.SteadyState;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SummaryFile;

/**
 * Compares the overhead ratios of two summaries row by row (benchmark, parameters, encryption mode,
 * Java major version, variant). A row regresses when the current ratio is worse than the baseline's
 * by more than the tolerance plus both sampling errors at the configured confidence (log space:
 * ln(cur/base) > ln(1+tol) + z * sqrt(se_base^2 + se_cur^2), se = the summary's logStdError), or
 * when it is above the configured cap. The tolerance is there for what the samples of one fork
 * cannot show: fork-to-fork and run-to-run variation, measured on the machine (see results/gate/).
 */
public final class Gate {
  public enum Verdict {
    PASS,
    REGRESSION,
    ABOVE_CAP,
    MISSING,
    NEW,
    IMPROVED,
    CANNOT_COMPARE
  }

  /** The two-sided 95% quantile of the normal distribution: the quotient's interval. */
  private static final double NORMAL_95 = 1.959963984540054;

  /** One compared row. */
  public static final class Row {
    public final String key;
    public final double baseline;
    public final double current;

    /**
     * Largest worsening factor (cur/base) the row may show before it fails; NaN if not compared.
     */
    public final double allowed;

    public final Verdict verdict;
    public final boolean fails;

    /** Why a row could not be compared; null otherwise. */
    public final String reason;

    /**
     * The standard error of log(current/baseline), both sides' sampling errors; NaN where not
     * compared.
     */
    public final double quotientLogError;

    Row(
        String key,
        double baseline,
        double current,
        double allowed,
        Verdict verdict,
        boolean fails) {
      this(key, baseline, current, allowed, verdict, fails, null, Double.NaN);
    }

    Row(
        String key,
        double baseline,
        double current,
        double allowed,
        Verdict verdict,
        boolean fails,
        String reason,
        double quotientLogError) {
      this.quotientLogError = quotientLogError;
      this.key = key;
      this.baseline = baseline;
      this.current = current;
      this.allowed = allowed;
      this.verdict = verdict;
      this.fails = fails;
      this.reason = reason;
    }
  }

  public final List<Row> rows = new ArrayList<Row>();

  /**
   * The families' exact checks (S3 request counts, committer jobs, interoperability), in the
   * families' order.
   */
  public final List<GatePart.Check> checks = new ArrayList<GatePart.Check>();

  /**
   * The plaintext files' time per file, current over baseline: a gate between two host states says
   * so.
   */
  public HostSpeed host;

  /** Which machines were compared (BaselineChoice#line); null when not said. */
  public String machines;

  private Gate() {}

  public boolean passed() {
    for (Row r : rows) {
      if (r.fails) {
        return false;
      }
    }
    for (GatePart.Check c : checks) {
      if (!c.passed()) {
        return false;
      }
    }
    return true;
  }

  /**
   * @param ignoreVariant match rows whatever their JVM variant, e.g. to gate a run without AES
   *     intrinsics against an intrinsics-on baseline
   */
  public static Gate compare(
      Path baselineFile,
      Path currentFile,
      GateConfig config,
      boolean ignoreVariant,
      List<GatePart> parts)
      throws InvalidResultsException {
    return compare(baselineFile, currentFile, config, ignoreVariant, null, null, parts);
  }

  /**
   * The same, for the parquet family's rows of one parquet-java release in each summary ({@code
   * baselineRelease}, {@code currentRelease}; both null: every row as it is), matched without their
   * release so that a run on a new release is gated against a baseline on the old.
   */
  public static Gate compare(
      Path baselineFile,
      Path currentFile,
      GateConfig config,
      boolean ignoreVariant,
      String baselineRelease,
      String currentRelease,
      List<GatePart> parts)
      throws InvalidResultsException {
    Map<String, OverheadRow> baseline =
        GateRows.overheads(baselineFile, ignoreVariant, baselineRelease);
    Map<String, OverheadRow> current =
        GateRows.overheads(currentFile, ignoreVariant, currentRelease);
    checkPairings(baselineFile, baseline, currentFile, current);
    Gate gate = new Gate();
    for (Map.Entry<String, OverheadRow> b : baseline.entrySet()) {
      OverheadRow c = current.get(b.getKey());
      double base = config.measure(b.getValue()).ratio;
      if (c == null) {
        gate.rows.add(
            new Row(
                b.getKey(),
                base,
                Double.NaN,
                Double.NaN,
                Verdict.MISSING,
                config.missingFromCurrent == GateConfig.Missing.FAIL));
        continue;
      }
      gate.rows.add(decide(b.getKey(), b.getValue(), c, config));
    }
    for (Map.Entry<String, OverheadRow> c : current.entrySet()) {
      if (!baseline.containsKey(c.getKey())) {
        gate.rows.add(
            new Row(
                c.getKey(),
                Double.NaN,
                config.measure(c.getValue()).ratio,
                Double.NaN,
                Verdict.NEW,
                config.newInCurrent == GateConfig.Missing.FAIL));
      }
    }
    gate.addAggregates(baseline, current, config, ignoreVariant);
    gate.host =
        HostSpeed.of(
            baseline,
            current,
            SummaryFile.read(baselineFile).run.host,
            SummaryFile.read(currentFile).run.host);
    for (GatePart part : parts) {
      gate.checks.addAll(part.compare(baselineFile, currentFile));
    }
    return gate;
  }

  static Row decide(String key, OverheadRow baseline, OverheadRow current, GateConfig config) {
    RowEstimate b = config.measure(baseline);
    RowEstimate c = config.measure(current);
    String why = cannotCompare(baseline, current, config);
    if (why != null) {
      return new Row(
          key, b.ratio, c.ratio, Double.NaN, Verdict.CANNOT_COMPARE, false, why, Double.NaN);
    }
    return decide(
        key,
        b.ratio,
        logStdError(b),
        c.ratio,
        logStdError(c),
        config.tolerance,
        config.capFor(current.encryption == null ? "" : current.encryption),
        config);
  }

  /**
   * Paired (interleaved) and separate-fork ratios measure different things with different errors: a
   * summary of only one kind is never gated against a summary of only the other.
   */
  private static void checkPairings(
      Path baselineFile,
      Map<String, OverheadRow> baseline,
      Path currentFile,
      Map<String, OverheadRow> current)
      throws InvalidResultsException {
    java.util.Set<String> b = pairings(baseline);
    java.util.Set<String> c = pairings(current);
    if (java.util.Collections.disjoint(b, c)) {
      throw new InvalidResultsException(
          "cannot compare "
              + baselineFile
              + " ("
              + String.join(", ", b)
              + " ratios) with "
              + currentFile
              + " ("
              + String.join(", ", c)
              + " ratios): overheads measured in paired rounds and in separate "
              + "forks are not comparable; take the baseline with the same run --pairing as the current run");
    }
  }

  private static java.util.Set<String> pairings(Map<String, OverheadRow> rows) {
    java.util.Set<String> kinds = new java.util.TreeSet<String>();
    for (OverheadRow o : rows.values()) {
      kinds.add(o.pairing);
    }
    return kinds;
  }

  /**
   * One row's verdict: above its cap, a regression beyond the allowed factor, improved beyond it,
   * or a pass.
   */
  static Row decide(
      String key,
      double base,
      double baseSe,
      double cur,
      double curSe,
      double tolerance,
      double cap,
      GateConfig config) {
    double error = Math.sqrt(square(baseSe) + square(curSe));
    double allowed = (1 + tolerance) * Math.exp(config.z() * error);
    Verdict verdict =
        cur > cap
            ? Verdict.ABOVE_CAP
            : cur / base > allowed
                ? Verdict.REGRESSION
                : cur / base < 1 / allowed ? Verdict.IMPROVED : Verdict.PASS;
    boolean fails = verdict == Verdict.ABOVE_CAP || verdict == Verdict.REGRESSION;
    return new Row(key, base, cur, allowed, verdict, fails, null, error);
  }

  /**
   * One more row per group of rows that differ only in the workload id: the geometric mean of their
   * ratios on each side (over the rows both sides have), gated with the aggregate tolerance. A
   * run-to-run disturbance hits one row; a real regression moves them all, and the mean of n rows
   * is about sqrt(n) times less noisy.
   */
  private void addAggregates(
      Map<String, OverheadRow> baseline,
      Map<String, OverheadRow> current,
      GateConfig config,
      boolean ignoreVariant) {
    Map<String, List<String>> groups = new TreeMap<String, List<String>>();
    for (String k : baseline.keySet()) {
      if (current.containsKey(k)
          && cannotCompare(baseline.get(k), current.get(k), config) == null) {
        groups
            .computeIfAbsent(
                GateRows.key(baseline.get(k), ignoreVariant, AGGREGATED_PARAM),
                g -> new ArrayList<String>())
            .add(k);
      }
    }
    for (Map.Entry<String, List<String>> g : groups.entrySet()) {
      List<String> members = g.getValue();
      if (members.size() < 2) {
        continue;
      }
      double logBase = 0;
      double logCur = 0;
      double varBase = 0;
      double varCur = 0;
      List<String> ids = new ArrayList<String>();
      for (String k : members) {
        RowEstimate b = config.measure(baseline.get(k));
        RowEstimate c = config.measure(current.get(k));
        logBase += Math.log(b.ratio);
        logCur += Math.log(c.ratio);
        varBase += square(logStdError(b));
        varCur += square(logStdError(c));
        String id = baseline.get(k).param(AGGREGATED_PARAM);
        ids.add(id == null ? "" : id);
      }
      int n = members.size();
      String key =
          g.getKey()
              .replaceFirst(
                  " \\| java ",
                  " "
                      + AGGREGATED_PARAM
                      + "="
                      + String.join("+", ids)
                      + " (geometric mean) | java ");
      rows.add(
          decide(
              key,
              Math.exp(logBase / n),
              Math.sqrt(varBase) / n,
              Math.exp(logCur / n),
              Math.sqrt(varCur) / n,
              config.aggregateTolerance,
              Double.POSITIVE_INFINITY,
              config));
    }
  }

  /**
   * Why two rows cannot be compared, or null: a ratio that does not come from one steady state, or
   * an A/A control that is biased (two identical plaintext files differed in the same rounds by
   * enough to change the answer, so the row's ratio carries that bias). Neither a pass nor a
   * failure.
   */
  static String cannotCompare(OverheadRow baseline, OverheadRow current, GateConfig config) {
    String why =
        unsteady(
            "baseline",
            config.measure(baseline),
            unsteady("current", config.measure(current), null));
    return biased("baseline", baseline, biased("current", current, why));
  }

  private static String biased(String side, OverheadRow row, String already) {
    if (row.control == null || !row.control.biased()) {
      return already;
    }
    RowEstimate e = row.control.judged();
    String why =
        String.format(
            Locale.ROOT,
            "%s: A/A control biased, %s (%s to %s)",
            side,
            num(e.ratio),
            num(e.low),
            num(e.high));
    return already == null ? why : already + "; " + why;
  }

  /**
   * Why a measured ratio does not describe one steady state ("current: warm-up from iteration 3"),
   * appended to {@code already}; {@code already} when it does. Rows of summaries from before the
   * classification have none and are compared as before.
   */
  static String unsteady(String side, RowEstimate measure, String already) {
    SteadyState.Kind kind = SteadyState.Kind.ofLabel(measure.steadyClass());
    if (kind == null || kind.steady()) {
      return already;
    }
    String why =
        side
            + ": "
            + kind.label
            + (measure.steadyState.hasFromIteration()
                ? " from iteration " + measure.steadyState.fromIteration
                : "");
    return already == null ? why : already + "; " + why;
  }

  /** The parameter aggregate rows average over. */
  static final String AGGREGATED_PARAM = "spec";

  /** Standard error of ln(ratio); 0 when unknown (one sample), so the tolerance alone decides. */
  private static double logStdError(RowEstimate overhead) {
    return Double.isNaN(overhead.logStdError) ? 0 : overhead.logStdError;
  }

  private static double square(double x) {
    return x * x;
  }

  /**
   * The parameter that names a row's parquet-java release; rows without it ran the built-in one.
   */
  static final String RELEASE_PARAM = "parquet";

  /** Markdown for $GITHUB_STEP_SUMMARY: verdict line, then failing rows first. */
  /** A row's key: benchmark and parameters, Java, variant, JMH mode and threads, encryption. */
  public static String key(OverheadRow o, boolean ignoreVariant) {
    return GateRows.key(o, ignoreVariant);
  }

  public String toMarkdown(GateConfig config) {
    StringBuilder md = new StringBuilder();
    int failing = 0;
    int notCompared = 0;
    for (Row r : rows) {
      failing += r.fails ? 1 : 0;
      notCompared += r.verdict == Verdict.CANNOT_COMPARE ? 1 : 0;
    }
    md.append(
        passed()
            ? "### Encryption overhead gate: passed\n\n"
            : "### Encryption overhead gate: **failed**\n\n");
    if (machines != null) {
      md.append(machines).append("\n\n");
    }
    for (GatePart.Check c : checks) {
      if (!c.passed()) {
        md.append(c.failure()).append("\n\n");
      }
    }
    md.append(
        String.format(
            Locale.ROOT,
            "%d rows compared, %d failing; ratios of %s; allowed = (1 + tolerance) x both "
                + "sampling errors at %.1f%% confidence, tolerance %.1f%% per row and %.1f%% for the geometric mean over "
                + "workloads.%n%n",
            rows.size(),
            failing,
            config.metric.describe(),
            100 * config.confidence,
            100 * config.tolerance,
            100 * config.aggregateTolerance));
    if (host != null) {
      md.append(host.toMarkdown());
    }
    if (notCompared > 0) {
      md.append(
          String.format(
              Locale.ROOT,
              "**%d row(s) cannot be compared**, neither a pass nor a failure (see the "
                  + "verdicts): their iterations do not come from one steady state (warm-up, slowdown, no steady state or too "
                  + "short: the ratio mixes two programs; measure longer), or their A/A control is biased (two identical "
                  + "plaintext files differed in the same rounds by at least its threshold: the ratio carries that bias; "
                  + "measure again).%n%n",
              notCompared));
    }
    md.append(detectable()).append("\n\n");
    // A row's key is itself five cells: benchmark and parameters, Java, variant, JMH mode and
    // threads, encryption.
    md.append(rowTable());
    for (GatePart.Check c : checks) {
      if (!c.table().isEmpty()) {
        md.append('\n').append(c.table());
      }
    }
    return md.toString();
  }

  /** Current over baseline, with its 95% interval from both sides' sampling errors. */
  private static String quotient(Row r) {
    double q = r.current / r.baseline;
    // NaN: not compared; 0: rows without an interval (a summary that has none).
    if (Double.isNaN(r.quotientLogError) || r.quotientLogError == 0) {
      return num(q);
    }
    double half = Math.exp(NORMAL_95 * r.quotientLogError);
    return num(q) + " (" + num(q / half) + " to " + num(q * half) + ")";
  }

  /** The rows' table, failing rows first. */
  private String rowTable() {
    StringBuilder md = new StringBuilder();
    md.append(
        "| row | Java | variant | JMH mode | encryption | baseline ratio | current ratio | current/baseline "
            + "(95% interval) | allowed | verdict |\n");
    md.append("|---|---|---|---|---|---:|---:|---:|---:|---|\n");
    List<Row> ordered = new ArrayList<Row>();
    for (Row r : rows) {
      if (r.fails) {
        ordered.add(r);
      }
    }
    for (Row r : rows) {
      if (!r.fails) {
        ordered.add(r);
      }
    }
    for (Row r : ordered) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s%s |%n",
              r.key,
              num(r.baseline),
              num(r.current),
              quotient(r),
              num(r.allowed),
              r.fails ? "FAIL " : "",
              r.verdict.name().toLowerCase(Locale.ROOT).replace('_', ' ')
                  + (r.reason == null ? "" : " (" + r.reason + ")")));
    }
    return md.toString();
  }

  /**
   * The smallest regression this comparison would have caught: a row fails once current/baseline
   * exceeds its allowed factor, so the smallest allowed factor over the compared rows is the
   * smallest worsening that fails the gate (on that row), and the largest is what every row
   * catches.
   */
  String detectable() {
    Row best = null;
    Row worst = null;
    Row bestMean = null;
    for (Row r : rows) {
      if (Double.isNaN(r.allowed) || Double.isNaN(r.baseline)) {
        continue;
      }
      boolean aggregate = r.key.contains("(geometric mean)");
      if (aggregate && (bestMean == null || r.allowed < bestMean.allowed)) {
        bestMean = r;
      }
      if (!aggregate && (best == null || r.allowed < best.allowed)) {
        best = r;
      }
      if (!aggregate && (worst == null || r.allowed > worst.allowed)) {
        worst = r;
      }
    }
    if (best == null) {
      return "Smallest regression this config detects: no rows compared.";
    }
    StringBuilder s =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "Smallest regression this config detects: "
                    + "%s on one row (`%s`); every single row catches %s or more",
                percent(best.allowed),
                best.key,
                percent(worst.allowed)));
    if (bestMean != null) {
      s.append(
          String.format(
              Locale.ROOT,
              "; a regression of all workloads alike %s (`%s`)",
              percent(bestMean.allowed),
              bestMean.key));
    }
    return s.append('.').toString();
  }

  private static String percent(double factor) {
    return String.format(Locale.ROOT, "+%.1f%%", 100 * (factor - 1));
  }

  private static String num(double x) {
    return Double.isNaN(x) ? "–" : String.format(Locale.ROOT, "%.3f", x);
  }
}
