package org.pmebench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.summary.OverheadRow;

/** Renders the report's charts with JFreeChart into PNG bytes. */
public final class Charts {
  static final int WIDTH = 900;
  static final int HEIGHT = 520;

  private Charts() {}

  /** MB/s over chunk size, both on log scales, one line per curve. */
  public static byte[] cipherThroughput(String title, Map<String, TreeMap<Long, Double>> curves)
      throws IOException {
    XYSeriesCollection data = new XYSeriesCollection();
    for (Map.Entry<String, TreeMap<Long, Double>> curve : curves.entrySet()) {
      XYSeries series = new XYSeries(curve.getKey(), true, false);
      for (Map.Entry<Long, Double> p : curve.getValue().entrySet()) {
        if (p.getValue() > 0) {
          series.add(p.getKey().doubleValue(), p.getValue());
        }
      }
      data.addSeries(series);
    }
    LogAxis sizes = new LogAxis("chunk size (bytes per encrypt/decrypt call)");
    sizes.setBase(2);
    sizes.setTickUnit(new NumberTickUnit(2));
    sizes.setNumberFormatOverride(new ByteSizeFormat());
    LogAxis rate = new LogAxis("MB/s (10^6 bytes per second)");
    rate.setBase(10);
    rate.setTickUnit(new NumberTickUnit(1));
    rate.setNumberFormatOverride(NumberFormat.getIntegerInstance(java.util.Locale.ROOT));
    // A log axis over one value has no width: give one chunk size, or one rate, a decade around it.
    if (data.getSeriesCount() > 0
        && data.getDomainLowerBound(false) == data.getDomainUpperBound(false)) {
      sizes.setRange(data.getDomainLowerBound(false) / 4, data.getDomainUpperBound(false) * 4);
    }
    if (data.getSeriesCount() > 0
        && data.getRangeLowerBound(false) == data.getRangeUpperBound(false)) {
      rate.setRange(data.getRangeLowerBound(false) / 10, data.getRangeUpperBound(false) * 10);
    }
    XYLineAndShapeRenderer lines = new XYLineAndShapeRenderer(true, true);
    XYPlot plot = new XYPlot(data, sizes, rate, lines);
    return png(style(new JFreeChart(title, titleFont(), plot, true), plot));
  }

  /**
   * Overhead in percent per workload id, one panel per JVM stacked over a shared workload axis, one
   * colour per series (the encryption mode) in every panel, each point the table's estimate with
   * its interval; the axes name the clock, the title the level (its run is the caller's to name).
   */
  public static byte[] overhead(String title, List<String> ids, List<OverheadPoints.Point> points)
      throws IOException {
    List<String> series = new ArrayList<String>();
    // JVM panels by release (jdk8 before jdk17), then by label.
    Map<String, List<OverheadPoints.Point>> byPanel =
        new TreeMap<String, List<OverheadPoints.Point>>(
            java.util.Comparator.comparingInt(Charts::release)
                .thenComparing(java.util.Comparator.naturalOrder()));
    for (OverheadPoints.Point p : points) {
      if (!series.contains(p.series)) {
        series.add(p.series);
      }
      byPanel.computeIfAbsent(p.panel, k -> new ArrayList<OverheadPoints.Point>()).add(p);
    }
    java.util.Collections.sort(series);
    SymbolAxis x = new SymbolAxis("workload", ids.toArray(new String[0]));
    x.setRange(-0.6, ids.size() - 0.4);
    CombinedDomainXYPlot plot = new CombinedDomainXYPlot(x);
    plot.setGap(12);
    for (Map.Entry<String, List<OverheadPoints.Point>> panel : byPanel.entrySet()) {
      YIntervalSeriesCollection data = new YIntervalSeriesCollection();
      int n = series.size();
      for (int index = 0; index < n; index++) {
        // Every panel has every series, in the same order, so a mode has the same colour
        // everywhere.
        YIntervalSeries s = new YIntervalSeries(series.get(index));
        // Spread the series over +-0.25 around each id so their whiskers do not overlap.
        double offset = n == 1 ? 0 : -0.25 + 0.5 * index / (n - 1);
        for (OverheadPoints.Point p : panel.getValue()) {
          if (p.series.equals(series.get(index))) {
            double y = percent(p.ratio);
            boolean known = !Double.isNaN(p.low95);
            s.add(
                ids.indexOf(p.id) + offset,
                y,
                known ? percent(p.low95) : y,
                known ? percent(p.high95) : y);
          }
        }
        data.addSeries(s);
      }
      XYPlot sub =
          errorPlot(
              data,
              null,
              new NumberAxis(
                  panel.getKey() + ": overhead, % (" + OverheadPoints.clocks(points) + ")"));
      paintSeries(sub, n, plot.getSubplots().isEmpty());
      plot.add(sub, 1);
    }
    int height = Math.max(HEIGHT, 180 + 260 * byPanel.size());
    return png(
        style(
            new JFreeChart(
                title + " (" + OverheadPoints.level(points) + ")", titleFont(), plot, true),
            plot),
        height);
  }

  /**
   * Fixed paint and shape per series index: the panels share one drawing supplier, which would
   * otherwise give the same series a new colour in every panel; only the first panel's legend.
   */
  private static void paintSeries(XYPlot sub, int n, boolean inLegend) {
    sub.getRenderer().setDefaultSeriesVisibleInLegend(true);
    java.awt.Shape[] shapes = DefaultDrawingSupplier.createStandardSeriesShapes();
    for (int i = 0; i < n; i++) {
      sub.getRenderer()
          .setSeriesPaint(
              i,
              DefaultDrawingSupplier.DEFAULT_PAINT_SEQUENCE[
                  i % DefaultDrawingSupplier.DEFAULT_PAINT_SEQUENCE.length]);
      sub.getRenderer().setSeriesShape(i, shapes[i % shapes.length]);
      if (!inLegend) {
        sub.getRenderer().setSeriesVisibleInLegend(i, false);
      }
    }
  }

  /**
   * Overhead in percent against the encrypted share of the file in percent, one series per JVM,
   * mode and {@code kind} (what else sets a point apart, e.g. the benchmark that read the file).
   */
  public static byte[] overheadByShare(
      String title, List<OverheadPoints.Point> points, Function<OverheadRow, String> kind)
      throws IOException {
    Map<String, YIntervalSeries> bySeries = new LinkedHashMap<String, YIntervalSeries>();
    for (OverheadPoints.Point p : points) {
      if (Double.isNaN(p.encryptedShare)) {
        continue;
      }
      YIntervalSeries s =
          bySeries.computeIfAbsent(
              p.panel + " " + p.series + " " + kind.apply(p.row), k -> new YIntervalSeries(k));
      double y = percent(p.ratio);
      boolean known = !Double.isNaN(p.low95);
      s.add(100 * p.encryptedShare, y, known ? percent(p.low95) : y, known ? percent(p.high95) : y);
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    for (YIntervalSeries s : bySeries.values()) {
      data.addSeries(s);
    }
    NumberAxis x = new NumberAxis("encrypted columns' share of the file, %");
    x.setRange(0, 105);
    XYPlot plot =
        errorPlot(
            data,
            x,
            new NumberAxis("overhead vs plaintext, % (" + OverheadPoints.clocks(points) + ")"));
    String named = title + " (" + OverheadPoints.level(points) + ")";
    return png(style(new JFreeChart(named, titleFont(), plot, true), plot));
  }

  private static XYPlot errorPlot(YIntervalSeriesCollection data, NumberAxis x, NumberAxis y) {
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDefaultLinesVisible(false);
    renderer.setErrorStroke(new BasicStroke(1.5f));
    XYPlot plot = new XYPlot(data, x, y, renderer);
    plot.addRangeMarker(new ValueMarker(0, Color.DARK_GRAY, new BasicStroke(1f)));
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    plot.setRangeGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    return plot;
  }

  /** The release in a JVM label ("jdk17-2" -> 17), or 0 when it has none. */
  static int release(String jvmLabel) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)").matcher(jvmLabel);
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static double percent(double ratio) {
    return 100 * (ratio - 1);
  }

  private static Font titleFont() {
    return new Font(Font.SANS_SERIF, Font.BOLD, 16);
  }

  private static JFreeChart style(JFreeChart chart, XYPlot plot) {
    chart.setBackgroundPaint(Color.WHITE);
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    plot.setRangeGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
    return chart;
  }

  private static byte[] png(JFreeChart chart) throws IOException {
    return png(chart, HEIGHT);
  }

  private static byte[] png(JFreeChart chart, int height) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ChartUtils.writeChartAsPNG(out, chart, WIDTH, height);
    return out.toByteArray();
  }

  /** Axis labels in the suite's size notation (64KiB), for powers of two. */
  private static final class ByteSizeFormat extends NumberFormat {
    @Override
    public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
      return format(Math.round(number), to, pos);
    }

    @Override
    public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
      return to.append(ChunkSize.format(number));
    }

    @Override
    public Number parse(String source, ParsePosition pos) {
      throw new UnsupportedOperationException("axis labels are only formatted");
    }
  }
}
