package org.pmebench.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SteadyStateNote;
import org.pmebench.summary.SummaryFile;

/**
 * The report's opening: the answers a user came for, each with its 95% interval and the run it
 * comes from. What encryption costs per workload on each JVM, which configuration is cheapest, what
 * the column subsets cost, where a cipher has a large-chunk plateau and for how long, whether the
 * numbers come from a steady state, and what the cheaper algorithm gives up.
 */
final class Answers implements AnswerCells {
  /** Marks a number that does not come from one steady state. */
  static final String NOT_STEADY = "†";

  private static final String CTR = "AES_GCM_CTR_V1";
  private static final String GCM = "AES_GCM_V1";

  private final SummaryFile summary;
  private final List<ReportPart> parts;
  private final RowLabels labels;
  private final StringBuilder md = new StringBuilder();
  private boolean marked;

  /** The run's name, for the charts' titles. */
  private final String runName;

  /** Where the opening picture goes (chart file name -> PNG); null: no picture. */
  private final Map<String, byte[]> charts;

  /** Per variant, each configuration's geometric mean, for the one-sentence answer. */
  private final Map<String, Map<String, GeometricMean>> meansByVariant =
      new LinkedHashMap<String, Map<String, GeometricMean>>();

  /** Per variant, the workloads its geometric means are over. */
  private final Map<String, List<String>> workloadsByVariant =
      new LinkedHashMap<String, List<String>>();

  private Answers(
      SummaryFile summary, List<ReportPart> parts, String runName, Map<String, byte[]> charts) {
    this.parts = parts;
    this.summary = summary;
    this.labels = new RowLabels(parts);
    this.runName = runName;
    this.charts = charts;
  }

  /**
   * Whether any row comes from another implementation (the peers family), whose CPU clock is its
   * process's.
   */
  static boolean peerRows(List<OverheadRow> overheads) {
    for (OverheadRow o : overheads) {
      if ("peer".equals(o.variant)) {
        return true;
      }
    }
    return false;
  }

  /** The answers without their picture (the terminal's and the tests' view). */
  static String toMarkdown(SummaryFile summary, List<ReportPart> parts) throws IOException {
    return toMarkdown(summary, parts, "", null);
  }

  /**
   * The answers, opening with their picture: the chart of the overhead table's numbers, put into
   * {@code charts} under {@value Report#CHART_DIR}, and the answer in one sentence.
   */
  static String toMarkdown(
      SummaryFile summary, List<ReportPart> parts, String runName, Map<String, byte[]> charts)
      throws IOException {
    Answers a = new Answers(summary, parts, runName, charts);
    a.build();
    return a.md.toString();
  }

  /**
   * A sequential run's ({@code --precision}) rows: their intervals, the rows resolved to the target
   * and those that were not, with the forks' spread that kept them wide.
   */
  private String precision() {
    int rows = 0;
    List<String> wide = new ArrayList<String>();
    double confidence = Double.NaN;
    for (OverheadRow o : summary.overheads) {
      if (o.precision == null) {
        continue;
      }
      rows++;
      confidence = o.precision.confidence;
      if (!o.precision.resolved) {
        wide.add(
            String.format(
                Locale.ROOT,
                "%s %s ±%s points against ±%s after %d forks (forks %s points apart; "
                    + "stopped: %s)",
                o.spec(),
                o.encryption,
                o.precision.halfWidthPoints == null
                    ? "?"
                    : String.format(Locale.ROOT, "%.2f", o.precision.halfWidthPoints),
                num(o.precision.targetPoints),
                o.precision.forks,
                o.precision.forkSpreadPoints == null
                    ? "?"
                    : String.format(Locale.ROOT, "%.2f", o.precision.forkSpreadPoints),
                o.precision.stopped));
      }
    }
    if (rows == 0) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        " or more: %d paired rows were measured to a precision (--precision), adding "
            + "forks look by look, each look's interval at %.2f%% so that the one shown covers at least 95%% wherever the "
            + "run stopped; %s",
        rows,
        100 * confidence,
        wide.isEmpty()
            ? "every one reached its target"
            : (rows - wide.size())
                + " reached their target, "
                + wide.size()
                + " did not: "
                + String.join("; ", wide));
  }

  private static String num(double x) {
    return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
  }

  private void build() throws IOException {
    md.append("## Answers\n\n");
    int tablesStart = md.length();
    parquetCosts();
    String tables = md.substring(tablesStart);
    md.setLength(tablesStart);
    picture();
    md.append(tables);
    for (ReportPart part : parts) {
      if (!part.answersLast()) {
        md.append(part.answers(summary, this));
      }
    }
    for (ReportPart part : parts) {
      if (part.answersLast()) {
        md.append(part.answers(summary, this));
      }
    }
    steadiness();
    if (marked) {
      md.append(NOT_STEADY)
          .append(
              " not from one steady state (warm-up, slowdown, no steady state or too short "
                  + "in its iterations or rounds); the tables below say which, and the gate does not compare it.\n\n");
    }
    md.append("<details><summary>How these numbers were measured</summary>\n\n");
    method();
    md.append("</details>\n\n");
  }

  /**
   * The opening picture: per variant, the overhead table's numbers as a chart (the same estimate,
   * clock and interval as each cell) and the answer in one sentence under it.
   */
  private void picture() throws IOException {
    OverheadPoints points = OverheadPoints.of(summary, o -> labels.owner(o) == null, labels);
    for (Map.Entry<String, List<OverheadPoints.Point>> v : points.byVariant.entrySet()) {
      if (charts != null) {
        String title =
            "What encryption costs, " + v.getKey() + (runName.isEmpty() ? "" : ", run " + runName);
        String file = "answers-overhead-" + Report.slug(v.getKey()) + ".png";
        charts.put(file, Charts.overhead(title, new ArrayList<String>(points.ids), v.getValue()));
        md.append("![").append(title).append("](").append(Report.CHART_DIR).append('/');
        md.append(file).append(")\n\n");
      }
      String sentence = sentence(v.getKey());
      if (sentence != null) {
        md.append("**In one sentence:** ").append(sentence).append("\n\n");
      }
    }
  }

  /** The cheapest and the dearest configuration of {@code variant}, as its geometric means say. */
  private String sentence(String variant) {
    Map<String, GeometricMean> means = meansByVariant.get(variant);
    if (means == null || means.isEmpty()) {
      return null;
    }
    List<Map.Entry<String, GeometricMean>> ranked =
        new ArrayList<Map.Entry<String, GeometricMean>>(means.entrySet());
    ranked.sort(Comparator.comparingDouble(e -> e.getValue().ratio));
    Map.Entry<String, GeometricMean> low = ranked.get(0);
    Map.Entry<String, GeometricMean> high = ranked.get(ranked.size() - 1);
    String over =
        "geometric means over "
            + String.join(", ", workloadsByVariant.get(variant))
            + " ("
            + variant
            + "), each the tighter of wall and thread CPU.";
    if (ranked.size() == 1) {
      return "on this machine, encryption adds "
          + low.getValue().overhead()
          + " to the time per file ("
          + low.getKey()
          + "), "
          + over;
    }
    return "on this machine, encryption adds "
        + low.getValue().overhead()
        + " ("
        + low.getKey()
        + ") to "
        + high.getValue().overhead()
        + " ("
        + high.getKey()
        + ") to the time per file, "
        + over;
  }

  /** How the numbers were measured and which rows a sequential run did not resolve. */
  private void method() {
    String run = summary.run.runDirectory == null ? "" : summary.run.runDirectory;
    String name = run.isEmpty() ? "this run" : "`" + run.substring(run.lastIndexOf('/') + 1) + "`";
    md.append("Every number here comes from run ").append(name);
    if (summary.run.profile != null && summary.run.profile.description != null) {
      md.append(" (").append(summary.run.profile.description).append(')');
    }
    String peers =
        peerRows(summary.overheads)
            ? " (for another implementation's rows, its process's CPU time)"
            : "";
    md.append("; intervals are 95%")
        .append(precision())
        .append(
            ". Overheads are encrypted time per file over "
                + "plaintext time per file, "
                + "measured in pairs unless the row says otherwise. Each number is the estimate with the tightest honest "
                + "interval and says which: [wall] clock or [CPU] thread CPU time"
                + peers
                + "; geometric means combine "
                + "those. The cost "
                + "model (the file's own cipher calls replayed in the same rounds) is shown beside, not as the answer: "
                + "the measurement sits above it on every row, by the work around the cipher it leaves out. The tables "
                + "below show all three.\n\n");
  }

  /**
   * Per JVM variant: one row per JVM, mode and provider; one column per workload and their
   * geometric mean.
   */
  private void parquetCosts() {
    OverheadPoints points = OverheadPoints.of(summary, o -> labels.owner(o) == null, labels);
    if (points.isEmpty()) {
      return;
    }
    for (Map.Entry<String, List<OverheadPoints.Point>> variant : points.byVariant.entrySet()) {
      Map<String, Map<String, OverheadRow>> configs = byConfiguration(variant.getValue());
      List<String> workloads = commonWorkloads(configs);
      md.append("### What encryption costs, ").append(variant.getKey()).append("\n\n");
      md.append("| JVM, mode |");
      for (String w : points.ids) {
        md.append(' ').append(w).append(" |");
      }
      md.append(" geometric mean |\n|---|");
      for (int i = 0; i <= points.ids.size(); i++) {
        md.append("---|");
      }
      md.append('\n');
      Map<String, GeometricMean> means = new LinkedHashMap<String, GeometricMean>();
      for (Map.Entry<String, Map<String, OverheadRow>> c : configs.entrySet()) {
        md.append("| ").append(c.getKey()).append(" |");
        for (String w : points.ids) {
          OverheadRow row = c.getValue().get(w);
          md.append(' ').append(row == null ? "–" : cell(row)).append(" |");
        }
        GeometricMean mean =
            workloads.isEmpty() ? null : GeometricMean.of(best(pick(c.getValue(), workloads)));
        if (mean != null) {
          means.put(c.getKey(), mean);
        }
        md.append(' ').append(mean == null ? "–" : mean.overhead()).append(" |\n");
      }
      md.append('\n');
      if (!workloads.isEmpty() && workloads.size() < points.ids.size()) {
        md.append("The geometric means are over the workloads every row has: ")
            .append(String.join(", ", workloads))
            .append(".\n\n");
      }
      meansByVariant.put(variant.getKey(), means);
      workloadsByVariant.put(variant.getKey(), workloads);
      cheapest(means, configs, workloads);
    }
  }

  /** The lowest geometric mean, and whether its interval sets it apart from the runner-up. */
  private void cheapest(
      Map<String, GeometricMean> means,
      Map<String, Map<String, OverheadRow>> configs,
      List<String> workloads) {
    if (means.size() < 2) {
      return;
    }
    List<Map.Entry<String, GeometricMean>> ranked =
        new ArrayList<Map.Entry<String, GeometricMean>>(means.entrySet());
    ranked.sort(Comparator.comparingDouble(e -> e.getValue().ratio));
    Map.Entry<String, GeometricMean> best = ranked.get(0);
    Map.Entry<String, GeometricMean> next = ranked.get(1);
    md.append("- **Cheapest here:** ")
        .append(best.getKey())
        .append(", ")
        .append(best.getValue().overhead())
        .append(
            best.getValue().clearlyBelow(next.getValue())
                ? "; clearly below the next, "
                : "; not clearly below " + "the next (the intervals overlap), ")
        .append(next.getKey())
        .append(", ")
        .append(next.getValue().overhead())
        .append(".\n");
    // Encrypted time itself, across JVMs and providers: their plaintext baselines differ.
    Map<String, Double> seconds = new TreeMap<String, Double>();
    for (Map.Entry<String, Map<String, OverheadRow>> c : configs.entrySet()) {
      double log = 0;
      for (OverheadRow row : pick(c.getValue(), workloads)) {
        log += Math.log(row.encryptedScore);
      }
      seconds.put(c.getKey(), Math.exp(log / workloads.size()));
    }
    List<Map.Entry<String, Double>> fastest =
        new ArrayList<Map.Entry<String, Double>>(seconds.entrySet());
    fastest.sort(Map.Entry.comparingByValue());
    md.append(
        String.format(
            Locale.ROOT,
            "- **Fastest encrypted files:** %s, %s ms/file (geometric mean over the "
                + "workloads), then %s, %s ms/file. This compares separate forks, so take differences under ~10%% as "
                + "noise.%n",
            fastest.get(0).getKey(),
            Numbers.significant(fastest.get(0).getValue()),
            fastest.get(1).getKey(),
            Numbers.significant(fastest.get(1).getValue())));
    gcmVersusCtr(means);
    md.append('\n');
  }

  /** What AES_GCM_CTR_V1 saves over AES_GCM_V1 on the same JVM, and what it costs in integrity. */
  private void gcmVersusCtr(Map<String, GeometricMean> means) {
    List<String> savings = new ArrayList<String>();
    for (Map.Entry<String, GeometricMean> e : means.entrySet()) {
      if (e.getKey().contains(CTR)) {
        GeometricMean gcm = means.get(e.getKey().replace(CTR, GCM));
        if (gcm != null) {
          savings.add(
              String.format(
                  Locale.ROOT,
                  "%s %.1f",
                  e.getKey().replace(" " + CTR, ""),
                  100 * (gcm.ratio - e.getValue().ratio)));
        }
      }
    }
    if (!savings.isEmpty()) {
      md.append("- **GCM-CTR instead of GCM** saves (percentage points of overhead): ")
          .append(String.join("; ", savings))
          .append(
              ". It gives up the integrity of page data: a changed data "
                  + "or dictionary page of an AES_GCM_CTR_V1 file reads back as wrong values without an error (see "
                  + "*Integrity*). Choose it only where the storage is trusted or checksummed outside Parquet.\n");
    }
  }

  /** How many results and overheads come from one steady state. */
  private void steadiness() {
    List<SteadyStateNote> resultStates = new ArrayList<SteadyStateNote>();
    for (ResultRow r : summary.results) {
      resultStates.add(r.steadyState);
    }
    List<SteadyStateNote> overheadStates = new ArrayList<SteadyStateNote>();
    for (OverheadRow o : summary.overheads) {
      overheadStates.add(o.headline.steadyState);
    }
    Map<String, Integer> results = classes(resultStates);
    Map<String, Integer> overheads = classes(overheadStates);
    int classified = total(results) + total(overheads);
    if (classified == 0) {
      return;
    }
    md.append("### Steady state\n\n");
    Set<String> kinds = new TreeSet<String>(results.keySet());
    kinds.addAll(overheads.keySet());
    if (kinds.equals(Collections.singleton(SteadyStates.FLAT))) {
      md.append("Every result (")
          .append(total(results))
          .append(") and every overhead (")
          .append(total(overheads))
          .append(") of this run is *flat*: each comes from one steady state.\n\n");
      return;
    }
    md.append("Results: ")
        .append(counts(results))
        .append(". Overheads: ")
        .append(counts(overheads))
        .append(". Only *flat* rows come from one steady state; the others are marked ")
        .append(NOT_STEADY)
        .append(" and the gate reports them as \"cannot compare\".");
    if (overheads.keySet().equals(Collections.singleton(SteadyStates.FLAT))) {
      md.append(
          " Every overhead is flat: where a paired result's round time drifts, its plaintext and encrypted "
              + "files drift together and the ratio stays.");
    }
    md.append("\n\n");
  }

  private static Map<String, Integer> classes(List<SteadyStateNote> states) {
    Map<String, Integer> counts = new TreeMap<String, Integer>();
    for (SteadyStateNote state : states) {
      String kind = SteadyStates.kind(state);
      if (!kind.isEmpty()) {
        counts.merge(kind, 1, Integer::sum);
      }
    }
    return counts;
  }

  private static int total(Map<String, Integer> counts) {
    int n = 0;
    for (int c : counts.values()) {
      n += c;
    }
    return n;
  }

  private static String counts(Map<String, Integer> counts) {
    if (counts.isEmpty()) {
      return "none classified";
    }
    List<String> parts = new ArrayList<String>();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      parts.add(e.getValue() + " " + e.getKey());
    }
    return String.join(", ", parts);
  }

  /** JVM, mode and provider -> workload -> row, JVMs by release. */
  private static Map<String, Map<String, OverheadRow>> byConfiguration(
      List<OverheadPoints.Point> points) {
    Map<String, Map<String, OverheadRow>> configs =
        new TreeMap<String, Map<String, OverheadRow>>(
            Comparator.comparingInt(Charts::release).thenComparing(Comparator.naturalOrder()));
    for (OverheadPoints.Point p : points) {
      configs
          .computeIfAbsent(p.panel + " " + p.series, k -> new TreeMap<String, OverheadRow>())
          .put(p.id, p.row);
    }
    return configs;
  }

  private static List<String> commonWorkloads(Map<String, Map<String, OverheadRow>> configs) {
    TreeSet<String> common = null;
    for (Map<String, OverheadRow> c : configs.values()) {
      if (common == null) {
        common = new TreeSet<String>(c.keySet());
      } else {
        common.retainAll(c.keySet());
      }
    }
    return common == null ? new ArrayList<String>() : new ArrayList<String>(common);
  }

  private static List<OverheadRow> pick(Map<String, OverheadRow> rows, List<String> workloads) {
    List<OverheadRow> picked = new ArrayList<OverheadRow>();
    for (String w : workloads) {
      picked.add(rows.get(w));
    }
    return picked;
  }

  @Override
  public String cell(OverheadRow row) {
    return BestEstimate.of(row).text()
        + mark(SteadyStates.steadyOrUnclassified(row.headline.steadyState));
  }

  @Override
  public String geometricMean(List<OverheadRow> rows) {
    boolean steady = true;
    for (OverheadRow o : rows) {
      steady &= SteadyStates.steadyOrUnclassified(o.headline.steadyState);
    }
    return GeometricMean.of(best(rows)).overhead() + mark(steady);
  }

  @Override
  public RowLabels labels() {
    return labels;
  }

  /** Each row's best estimate ({@link BestEstimate}), for geometric means. */
  private static List<RowEstimate> best(List<OverheadRow> rows) {
    List<RowEstimate> estimates = new ArrayList<RowEstimate>();
    for (OverheadRow row : rows) {
      estimates.add(BestEstimate.of(row).estimate);
    }
    return estimates;
  }

  private String mark(boolean steady) {
    marked |= !steady;
    return steady ? "" : " " + NOT_STEADY;
  }

  private static String providerSuffix(OverheadRow o) {
    String p = OverheadPoints.provider(o);
    return CryptoProviders.SUN_JCE.equals(p) ? "" : " " + p;
  }
}
