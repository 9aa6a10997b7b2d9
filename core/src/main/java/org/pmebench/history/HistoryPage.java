package org.pmebench.history;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.pmebench.report.HtmlPage;

/**
 * {@code history.html}: what was read, the change points as a table (row, metric, machine, the step
 * and the runs on either side) and, for every series with one, a chart of that metric over time
 * with its intervals as a band and the change points as vertical lines; each chart names its unit,
 * interval level and machine. In the report's style ({@link HtmlPage}).
 */
public final class HistoryPage {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 320;

  private final StringBuilder md = new StringBuilder();
  private final Map<String, byte[]> charts = new LinkedHashMap<String, byte[]>();

  /** Each machine's identity by its short label (M1, M2, ...), as the machines table says. */
  private final Map<String, String> machines = new LinkedHashMap<String, String>();

  /** The directory every run is under, left out of the run names shown. */
  private final String runsUnder;

  private HistoryPage(History history) {
    for (String m : history.machines()) {
      machines.put(m, "M" + (machines.size() + 1));
    }
    List<String> runs = new ArrayList<String>();
    for (HistoryRun r : history.runs) {
      runs.add(r.label);
    }
    runsUnder = commonDirectory(runs);
  }

  /** The longest directory (ending in '/') that is a prefix of every name; "" for none. */
  static String commonDirectory(List<String> names) {
    if (names.isEmpty()) {
      return "";
    }
    String prefix = names.get(0);
    for (String n : names) {
      while (!n.startsWith(prefix)) {
        prefix = prefix.substring(0, prefix.length() - 1);
      }
    }
    return prefix.substring(0, prefix.lastIndexOf('/') + 1);
  }

  private String run(HistoryPoint p) {
    return p.run.substring(runsUnder.length());
  }

  /** The page of {@code history}, with {@code changes} (null: not looked for). */
  public static String html(History history, List<ChangePoint> changes, String method)
      throws IOException {
    HistoryPage page = new HistoryPage(history);
    page.md.append("# History of ").append(history.runs.size()).append(" runs\n\n");
    page.md.append(
        String.format(
            Locale.ROOT,
            "%d series on %d machines. A series holds still the row, the machine, the JDK, the "
                + "provider, the parquet-java release and the profile: runs on two machines never "
                + "share one. %s\n\n",
            history.series().size(),
            history.machines().size(),
            method));
    page.machines(history);
    if (changes == null) {
      page.md.append("Change points were not looked for (--no-otava).\n");
    } else {
      page.changes(changes);
    }
    return HtmlPage.render("pme-bench history", page.md.toString(), page.charts);
  }

  private void machines(History history) {
    md.append("## Machines\n\n| machine | identity | runs |\n|---|---|---:|\n");
    for (Map.Entry<String, String> m : machines.entrySet()) {
      int runs = 0;
      for (HistoryRun r : history.runs) {
        runs += m.getKey().equals(History.machineOf(r)) ? 1 : 0;
      }
      md.append("| ").append(m.getValue()).append(" | ").append(cell(m.getKey()));
      md.append(" | ").append(runs).append(" |\n");
    }
    md.append('\n');
    if (!runsUnder.isEmpty()) {
      md.append("Runs are named below from `").append(runsUnder).append("`.\n\n");
    }
  }

  private void changes(List<ChangePoint> changes) throws IOException {
    md.append("## Change points (").append(changes.size()).append(")\n\n");
    if (changes.isEmpty()) {
      return;
    }
    md.append(
        "| row | metric | machine | before | after | p | last run before | first run after |\n");
    md.append("|---|---|---|---:|---:|---:|---|---|\n");
    for (ChangePoint c : changes) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %.2f | %.2f | %.4f | %s | %s |\n",
              cell(c.series.key.row),
              c.metric,
              machines.get(c.series.key.machine),
              c.meanBefore,
              c.meanAfter,
              c.pValue,
              cell(run(c.before)),
              cell(run(c.at))));
    }
    md.append("\n## The series with change points\n\n");
    for (Map.Entry<String, List<ChangePoint>> chart : chartsBySeriesAndMetric(changes).entrySet()) {
      List<ChangePoint> cs = chart.getValue();
      ChangePoint first = cs.get(0);
      charts.put(
          chart.getKey(),
          chart(first.series, first.metric, cs, machines.get(first.series.key.machine)));
      md.append("### ")
          .append(cell(first.series.key.row))
          .append(" [")
          .append(first.metric)
          .append("]\n\n");
      md.append(
          String.format(
              Locale.ROOT,
              "%s (%s), Java %s, %s, parquet %s, profile %s: %d runs.\n\n",
              machines.get(first.series.key.machine),
              cell(first.series.key.machine),
              first.series.key.jdk,
              first.series.key.provider,
              first.series.key.parquet,
              first.series.key.profile,
              first.series.points().size()));
      md.append("![")
          .append(first.metric)
          .append(" over time](charts/")
          .append(chart.getKey())
          .append(")\n\n");
    }
  }

  /** One chart per series and metric, its change points together. */
  private static Map<String, List<ChangePoint>> chartsBySeriesAndMetric(List<ChangePoint> changes) {
    Map<String, List<ChangePoint>> byKey = new LinkedHashMap<String, List<ChangePoint>>();
    Map<String, String> names = new LinkedHashMap<String, String>();
    for (ChangePoint c : changes) {
      String key = System.identityHashCode(c.series) + " " + c.metric;
      String name =
          names.computeIfAbsent(
              key, k -> String.format(Locale.ROOT, "h%03d.png", names.size() + 1));
      byKey.computeIfAbsent(name, k -> new ArrayList<ChangePoint>()).add(c);
    }
    return byKey;
  }

  private static byte[] chart(
      HistorySeries s, String metric, List<ChangePoint> changes, String machine)
      throws IOException {
    YIntervalSeriesCollection data = band(s, metric);
    double level = s.points().get(s.points().size() - 1).level;
    DeviationRenderer renderer = new DeviationRenderer(true, true);
    renderer.setSeriesFillPaint(0, new Color(0x99, 0xBB, 0xDD));
    renderer.setSeriesPaint(0, new Color(0x22, 0x55, 0x99));
    renderer.setAlpha(0.35f);
    String unit = s.kind == HistorySeries.Kind.OVERHEAD ? metric + " overhead, %" : "MB/s";
    NumberAxis y =
        new NumberAxis(String.format(Locale.ROOT, "%s (band: %.1f%% interval)", unit, 100 * level));
    y.setAutoRangeIncludesZero(false);
    XYPlot plot = new XYPlot(data, runAxis(s), y, renderer);
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    plot.setRangeGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    for (ChangePoint c : changes) {
      ValueMarker m =
          new ValueMarker(
              s.points().indexOf(c.at) + 0.5,
              new Color(0xCC, 0x22, 0x22),
              new BasicStroke(
                  1.5f,
                  BasicStroke.CAP_BUTT,
                  BasicStroke.JOIN_MITER,
                  1f,
                  new float[] {6f, 4f},
                  0f));
      m.setLabel(String.format(Locale.ROOT, "%.2f -> %.2f", c.meanBefore, c.meanAfter));
      plot.addDomainMarker(m);
    }
    JFreeChart chart =
        new JFreeChart(
            machine + ", Java " + s.key.jdk + ", " + s.key.provider + ", profile " + s.key.profile,
            new Font(Font.SANS_SERIF, Font.BOLD, 14),
            plot,
            false);
    chart.setBackgroundPaint(Color.WHITE);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT);
    return out.toByteArray();
  }

  /**
   * The metric's estimates and intervals, runs evenly spaced in their order (Otava's view of a
   * series): a day of repeats would otherwise crowd into one spot between days of nothing.
   */
  private static YIntervalSeriesCollection band(HistorySeries s, String metric) {
    YIntervalSeries band = new YIntervalSeries(metric);
    for (int i = 0; i < s.points().size(); i++) {
      HistoryPoint.Estimate e = s.points().get(i).metrics.get(metric);
      if (e != null) {
        boolean bounded = !Double.isNaN(e.low);
        band.add(i + 1, e.value, bounded ? e.low : e.value, bounded ? e.high : e.value);
      }
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(band);
    return data;
  }

  private static NumberAxis runAxis(HistorySeries s) {
    NumberAxis x =
        new NumberAxis(
            String.format(
                Locale.ROOT,
                "run, oldest first (%s to %s)",
                s.points().get(0).time.toString().substring(0, 10),
                s.points().get(s.points().size() - 1).time.toString().substring(0, 10)));
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    return x;
  }

  private static String cell(String text) {
    return text.replace("|", "\\|");
  }
}
