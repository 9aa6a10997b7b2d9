package org.pmebench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.RunInfo;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;
import org.pmebench.util.AtomicFiles;

/**
 * {@code report.md} and a self-contained {@code report.html} (charts inlined) for one run: first
 * the answers (what encryption costs per JVM, the cheapest configuration, column subsets, plateaus,
 * steady state), then the environment, cipher throughput over chunk size per JVM, the sizes where
 * throughput collapses, the Parquet and column-subset overheads, where the CPU goes, the tamper
 * matrix and the key-management costs.
 */
public final class Report {
  public static final String MARKDOWN = "report.md";
  public static final String HTML = "report.html";
  static final String CHART_DIR = ReportPart.Page.CHART_DIR;

  private final SummaryFile summary;
  private final String title;

  /** What the families add, in their order. */
  private final List<ReportPart> parts;

  private final RowLabels labels;

  /** chart file name -> PNG, in the order the report shows them. */
  final Map<String, byte[]> charts = new LinkedHashMap<String, byte[]>();

  private final StringBuilder md = new StringBuilder();

  /** The run's name, which the charts name. */
  private final String runName;

  private Report(SummaryFile summary, String title, List<ReportPart> parts, String runName) {
    this.summary = summary;
    this.title = title;
    this.runName = runName;
    this.parts = parts;
    this.labels = new RowLabels(parts);
  }

  /**
   * The report of {@code summary} with every family's part ({@code parts}, in the families' order).
   */
  public static Report of(Summary summary, String runName, List<ReportPart> parts)
      throws IOException {
    // Charts are drawn off-screen; a CI runner has no display.
    System.setProperty("java.awt.headless", "true");
    Report r = new Report(summary.file(), "pme-bench report: " + runName, parts, runName);
    r.build();
    return r;
  }

  public String markdown() {
    return md.toString();
  }

  /** Writes charts first, then the two documents, each atomically. Returns the HTML file. */
  public Path write(Path dir) throws IOException {
    for (Map.Entry<String, byte[]> c : charts.entrySet()) {
      AtomicFiles.write(dir.resolve(CHART_DIR).resolve(c.getKey()), c.getValue());
    }
    AtomicFiles.writeString(dir.resolve(MARKDOWN), markdown());
    Path html = dir.resolve(HTML);
    AtomicFiles.write(
        html, HtmlPage.render(title, markdown(), charts).getBytes(StandardCharsets.UTF_8));
    return html;
  }

  private void build() throws IOException {
    md.append("# ").append(title).append("\n\n");
    md.append(Answers.toMarkdown(summary, parts, runName, charts));
    environment();
    sections(ReportPart.Place.BEFORE_FILES);
    parquet();
    sections(ReportPart.Place.AFTER_FILES);
    md.append(CpuAttributionTable.toMarkdown(summary, labels));
    md.append(GarbageTable.toMarkdown(summary.overheads, labels));
    sections(ReportPart.Place.AFTER_CPU);
    sections(ReportPart.Place.LAST);
    md.append(
        "## How to read this\n\n"
            + "- MB means 10^6 bytes. Cipher MB/s count plaintext bytes; Parquet MB/s count the file's bytes.\n"
            + "- Overhead = encrypted time per file / plaintext time per file - 1, each encrypted result divided by "
            + "the plaintext result of the same workload, rows, I/O, JVM and variant.\n"
            + "- Paired overheads (the default) are ratios of plaintext and encrypted files read or written in the "
            + "same rounds of one JVM; their 95% intervals come from the spread of the per-fork ratios (or of the "
            + "rounds, with one fork). Separate-fork rows divide two means; their intervals combine each result's "
            + "standard error and show the noise within a fork, not between forks.\n"
            + "- Steady state: each fork's iterations (or per-iteration ratios) are cut where their level changes "
            + "(binary segmentation, steps of 5% for results and 1% for paired ratios count). *flat* = one state; "
            + "*warm-up* = the last state is the fastest (the summary keeps its value); *slowdown*; *no steady "
            + "state*; *too short* = fewer than 3 iterations.\n"
            + "- Numbers from one run are comparable with each other as ratios; absolute numbers depend on the "
            + "machine and its neighbours.\n");
  }

  private void environment() {
    md.append("## Environment\n\n");
    RunInfo run = summary.run;
    if (run.profile != null && run.profile.description != null) {
      md.append("- Profile: ").append(run.profile.description).append('\n');
    }
    if (run.suite != null && run.suite.version != null) {
      md.append("- Suite: pme-bench ")
          .append(run.suite.version)
          .append(", commit ")
          .append(run.suite.gitCommit)
          .append('\n');
    }
    RunInfo.Machine machine = run.machine;
    if (machine != null && (machine.cpuModel != null || machine.acrossMachines != null)) {
      List<String> flags = machine.cpuCryptoFlags;
      md.append(
          String.format(
              Locale.ROOT,
              "- Machine: %s, %.0f GiB; CPU flags: %s%n",
              machine.describe(),
              machine.physicalMemoryBytes / (1L << 30),
              flags.isEmpty() ? "none of the AES ones" : String.join(", ", flags)));
    }
    if (run.host != null) {
      md.append(String.format(Locale.ROOT, "- Host while measuring (%.0f s): ", run.host.seconds))
          .append(run.host.describe())
          .append(
              " (neighbours: CPU time of processes other than this run, as a share "
                  + "of all cores; each result file's own is in summary.json)\n");
    }
    for (Map.Entry<String, RunInfo.Jvm> jvm : run.jvms.entrySet()) {
      RunInfo.Jvm j = jvm.getValue();
      md.append("- `")
          .append(jvm.getKey())
          .append("`: ")
          .append(j.vendor)
          .append(' ')
          .append(j.version)
          .append(" (")
          .append(j.vmName)
          .append(")\n");
    }
    java.util.Set<String> providers = providerRuns();
    if (!providers.isEmpty()) {
      md.append("- Crypto providers that ran: ").append(String.join("; ", providers)).append('\n');
    }
    md.append(
        "- Variants: `intrinsics-on` is the JVM as shipped; `intrinsics-off` runs with "
            + "`-XX:-UseAES -XX:-UseAESIntrinsics -XX:-UseAESCTRIntrinsics -XX:-UseGHASHIntrinsics`, i.e. "
            + "what the same code costs on a CPU without AES-NI.\n\n");
  }

  /** How each provider ran, as the results and overhead rows say it, once each. */
  private java.util.Set<String> providerRuns() {
    java.util.Set<String> providers = new java.util.TreeSet<String>();
    for (ResultRow r : summary.results) {
      if (r.providerRuns != null) {
        providers.add(r.providerRuns);
      }
    }
    for (OverheadRow o : summary.overheads) {
      if (o.providerRuns != null) {
        providers.add(o.providerRuns);
      }
    }
    return providers;
  }

  /** The families' sections that go at {@code place}, in the families' order. */
  private void sections(ReportPart.Place place) throws IOException {
    ReportPart.Page page = new ReportPart.Page(md, charts, labels);
    for (ReportPart part : parts) {
      if (part.place() == place) {
        part.section(summary, page);
      }
    }
  }

  private void parquet() throws IOException {
    // The rows no family shows in a section of its own: the workloads' files.
    OverheadPoints points = OverheadPoints.of(summary, o -> labels.owner(o) == null, labels);
    md.append("## Parquet encryption overhead\n\n");
    if (points.isEmpty()) {
      md.append("This run has no Parquet results with a plaintext partner.\n\n");
      return;
    }
    md.append("Their chart opens the report (*Answers*). Every estimate of each row:\n\n");
    md.append(OverheadTable.toMarkdown(points.rows(), labels)).append('\n');
    md.append(ModelSplitTable.toMarkdown(points.rows(), summary, labels));
  }

  /** A title as a file name's part: lower case, words joined by '-'. */
  public static String slug(String text) {
    return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
  }
}
