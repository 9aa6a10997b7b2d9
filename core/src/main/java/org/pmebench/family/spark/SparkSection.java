package org.pmebench.family.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.paired.PairedSlot;
import org.pmebench.report.Charts;
import org.pmebench.report.OverheadPoints;
import org.pmebench.report.OverheadTable;
import org.pmebench.stats.ModelVerdict;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;

/**
 * The spark family in the report: the answer (what PME and spark.io.encryption cost the query mix:
 * geometric mean over the queries, total and table writes, per JVM), charts of the overhead per
 * query, and the table of every Spark row. PME rows pair the modes inside each application (forks =
 * applications); spark.io.encryption rows pair, in embedded runs, the sessions with the setting on
 * and off that each application alternated query by query (forks = applications), on clusters an
 * application with it on against one with it off (forks = repetitions).
 */
public final class SparkSection {
  private final List<OverheadRow> rows = new ArrayList<OverheadRow>();
  private final Map<String, StreamNotes.Costs> streamCosts;
  private final Map<String, StreamNotes.Profile> streamProfile;
  private final List<IcebergFacts.Row> iceberg;
  private final List<CometScans.Row> comet;

  private SparkSection(SummaryFile summary) {
    iceberg = summary.rows(IcebergFacts.SECTION, IcebergFacts.Row.class);
    comet = summary.rows(CometScans.SECTION, CometScans.Row.class);
    streamCosts = summary.entries(StreamNotes.COSTS, StreamNotes.Costs.class);
    streamProfile = summary.entries(StreamNotes.PROFILE, StreamNotes.Profile.class);
    for (OverheadRow o : summary.overheads) {
      if (isSpark(o)) {
        rows.add(o);
      }
    }
  }

  public static SparkSection of(SummaryFile summary) {
    return new SparkSection(summary);
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  /** Whether a summary row is the spark family's. */
  public static boolean isSpark(OverheadRow o) {
    return o.benchmark != null && o.benchmark.startsWith(SparkResultsJson.BENCHMARK);
  }

  /** A Spark row's name: its query, the tables' writes, or their maintenance (Iceberg tables). */
  public static String label(OverheadRow o) {
    String query = o.param("query");
    return query != null
        ? query
        : o.benchmark.endsWith("." + SparkResultsJson.MAINTENANCE)
            ? SparkResultsJson.MAINTENANCE
            : SparkResultsJson.WRITE;
  }

  /** Whether a row measures spark.io.encryption (else PME). */
  static boolean isIo(OverheadRow o) {
    return PairedSlot.IO_ENCRYPTED.encryption.equals(o.encryption);
  }

  /** A row's prediction from the stream benchmark, where the run had one. */
  private static StreamNotes.Model model(OverheadRow row) {
    return row == null ? null : SummaryFile.note(row, StreamNotes.MODEL, StreamNotes.Model.class);
  }

  /**
   * The answer: one table per JVM, then how the layers and the two commons-crypto ciphers compare.
   */
  public String answers(java.util.function.Function<OverheadRow, String> cell) {
    StringBuilder md = new StringBuilder();
    if (rows.isEmpty()) {
      return "";
    }
    intro(md);
    Map<String, Map<String, Map<String, OverheadRow>>> byJvm = byJvm();
    for (Map.Entry<String, Map<String, Map<String, OverheadRow>>> jvm : byJvm.entrySet()) {
      headline(md, jvm.getKey(), jvm.getValue(), cell);
    }
    boolean maintained = false;
    for (OverheadRow o : rows) {
      maintained |= SparkResultsJson.MAINTENANCE.equals(label(o));
    }
    for (Map.Entry<String, Map<String, Map<String, OverheadRow>>> jvm : byJvm.entrySet()) {
      layerTable(md, jvm.getKey(), jvm.getValue(), maintained, cell);
      backends(md, jvm.getValue());
      predicted(md, jvm.getValue());
      profiled(md);
    }
    md.append(IcebergFacts.markdown(iceberg));
    md.append(CometScans.markdown(comet, rows, cell));
    return md.toString();
  }

  /**
   * The answer's title and what its ratios are: the tables and columns, how the PME and the
   * spark.io.encryption rows were paired, and which CPU time they use (from the first row).
   */
  private void intro(StringBuilder md) {
    OverheadRow any = rows.get(0);
    boolean user = any.param("tables") != null;
    md.append(
        user
            ? "### What PME and spark.io.encryption cost your queries (Spark)\n\n"
            : "### What PME and spark.io.encryption cost a TPC-DS query mix (Spark)\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "%s, %s encrypted, each query's time over "
                + "the same query's time without the layer. PME: the modes' tables queried back to back in one Spark "
                + "application, round by round (interval over the applications)%s; spark.io.encryption: %s.%n%n",
            user
                ? "Your tables " + any.text("tables").replace(",", ", ")
                : "TPC-DS scale factor " + any.text("scale"),
            user && !"all".equals(any.text("pmeColumns"))
                ? "columns " + any.text("pmeColumns").replace(",", ", ")
                : any.text("pmeColumns") + " columns",
            pmePooling(),
            ioPairing()));
    md.append(SparkTable.cpuText(any.text("cpu"))).append("\n\n");
  }

  /**
   * The rows per JVM (sorted), then per {@link #layer} and per {@link #label}, in the rows' order.
   */
  private Map<String, Map<String, Map<String, OverheadRow>>> byJvm() {
    Map<String, Map<String, Map<String, OverheadRow>>> byJvm =
        new TreeMap<String, Map<String, Map<String, OverheadRow>>>();
    for (OverheadRow o : rows) {
      byJvm
          .computeIfAbsent(o.jvm, k -> new LinkedHashMap<String, Map<String, OverheadRow>>())
          .computeIfAbsent(layer(o), k -> new LinkedHashMap<String, OverheadRow>())
          .put(label(o), o);
    }
    return byJvm;
  }

  /**
   * One JVM's table: per layer, the geometric mean over the queries with its A/A control, the
   * total, the table writes and, where a row has it, the table maintenance.
   */
  private static void layerTable(
      StringBuilder md,
      String jvm,
      Map<String, Map<String, OverheadRow>> layers,
      boolean maintained,
      java.util.function.Function<OverheadRow, String> cell) {
    md.append("| ")
        .append(jvm)
        .append(": layer | geometric mean over queries | its A/A control | total | table writes |")
        .append(
            maintained
                ? " table maintenance |\n|---|---|---|---|---|---|\n"
                : "\n|---|---|---|---|---|\n");
    for (Map.Entry<String, Map<String, OverheadRow>> layer : layers.entrySet()) {
      Map<String, OverheadRow> byQuery = layer.getValue();
      OverheadRow geomean = byQuery.get(SparkResultsJson.GEOMEAN);
      md.append("| ")
          .append(layer.getKey())
          .append(" | ")
          .append(value(byQuery, SparkResultsJson.GEOMEAN, cell))
          .append(" | ")
          .append(geomean == null ? "–" : OverheadTable.control(geomean))
          .append(" | ")
          .append(value(byQuery, SparkResultsJson.TOTAL, cell))
          .append(" | ")
          .append(value(byQuery, SparkResultsJson.WRITE, cell))
          .append(" |")
          .append(
              maintained
                  ? " " + value(byQuery, SparkResultsJson.MAINTENANCE, cell) + " |\n"
                  : "\n");
    }
    md.append('\n');
  }

  /**
   * The three answers first: GCM or GCM-CTR on the query mix, what shuffle encryption adds
   * (streams, bytes, predicted and measured task CPU), and what OpenSSL, JCE and the default cipher
   * list cost per stream and per byte.
   */
  private void headline(
      StringBuilder md,
      String jvm,
      Map<String, Map<String, OverheadRow>> layers,
      java.util.function.Function<OverheadRow, String> cell) {
    gcmOrCtr(md, jvm, layers, cell);
    shuffleEncryption(md, layers);
    streamCipherCosts(md);
    md.append('\n');
  }

  /**
   * The first answer: GCM against GCM-CTR on the query mix (geometric mean, spark.io.encryption
   * off), per provider where the run named providers.
   */
  private static void gcmOrCtr(
      StringBuilder md,
      String jvm,
      Map<String, Map<String, OverheadRow>> layers,
      java.util.function.Function<OverheadRow, String> cell) {
    String gcmLayer = "PME AES_GCM_V1, spark.io.encryption off";
    for (String layer : layers.keySet()) {
      if (!layer.startsWith(gcmLayer)) {
        continue;
      }
      // Per provider where the run named providers: the layer's name then ends with it.
      String provider = layer.substring(gcmLayer.length());
      OverheadRow gcm = row(layers, layer, SparkResultsJson.GEOMEAN);
      OverheadRow ctr =
          row(
              layers,
              "PME AES_GCM_CTR_V1, spark.io.encryption off" + provider,
              SparkResultsJson.GEOMEAN);
      if (gcm != null && ctr != null) {
        md.append(
            String.format(
                Locale.ROOT,
                "- **%s%s, GCM or GCM-CTR for the tables:** %s with GCM, %s with "
                    + "GCM-CTR (geometric mean over the queries, spark.io.encryption off).%n",
                jvm,
                provider,
                cell.apply(gcm),
                cell.apply(ctr)));
      }
    }
  }

  /**
   * The second answer, where the stream benchmark predicted the totals: what shuffle encryption
   * adds with OpenSSL and with JCE (streams, bytes, predicted, profiled and measured task CPU).
   */
  private static void shuffleEncryption(
      StringBuilder md, Map<String, Map<String, OverheadRow>> layers) {
    StringBuilder io = new StringBuilder();
    for (String setting : new String[] {"openssl", "jce"}) {
      OverheadRow total = pooledOrPlaintext(layers, setting);
      StreamNotes.Model model = model(total);
      if (model == null) {
        continue;
      }
      if (io.length() == 0) {
        io.append(
            String.format(
                Locale.ROOT,
                "on %s tables, %,.0f shuffle blocks per round of the mix, each "
                    + "written through an encrypting stream and read back through a decrypting one, carrying %.1f MB;",
                tables(total),
                model.pairs(),
                model.bytesPerQuery / 1e6));
      }
      RowEstimate profiled = SummaryFile.note(total, StreamNotes.ROW_PROFILE, RowEstimate.class);
      io.append(
          String.format(
              Locale.ROOT,
              " %s: predicted %s of task CPU by the stream benchmark,%s measured %s%s%s;",
              setting,
              OverheadTable.overhead(model.cpu.estimate()),
              profiled != null
                  ? " "
                      + OverheadTable.overhead(profiled)
                      + " by the profile of its streams in Spark,"
                  : "",
              total.cpu != null ? OverheadTable.overhead(total.cpu) : "–",
              total.cpu != null ? " [CPU]" : "",
              total.control != null
                  ? " (A/A, off against off: " + OverheadTable.control(total) + ")"
                  : ""));
    }
    if (io.length() > 0) {
      md.append("- **What shuffle encryption adds** (all queries): ")
          .append(io.substring(0, io.length() - 1))
          .append(".\n");
    }
  }

  /**
   * The third answer, where the run measured Spark's crypto streams: each cipher's cost per shuffle
   * block and per byte.
   */
  private void streamCipherCosts(StringBuilder md) {
    if (!streamCosts.isEmpty()) {
      StringBuilder c = new StringBuilder();
      for (Map.Entry<String, StreamNotes.Costs> e : streamCosts.entrySet()) {
        String name =
            "default".equals(e.getKey())
                ? "Spark's default cipher list (here " + e.getValue().cipherClass + ")"
                : e.getKey();
        c.append(
            String.format(
                Locale.ROOT,
                "%s%s %.1f us and %.2f ns",
                c.length() == 0 ? "" : ", ",
                name,
                e.getValue().perStreamNanos.value / 1e3,
                e.getValue().perByteNanos.value));
      }
      md.append(
              "- **OpenSSL, JCE or the default list**, per shuffle block (its two streams) and per byte: ")
          .append(c)
          .append(".\n");
    }
  }

  /**
   * A setting's total over all modes' tables where the run pooled them (more runs per pair), else
   * on PLAINTEXT's.
   */
  private static OverheadRow pooledOrPlaintext(
      Map<String, Map<String, OverheadRow>> layers, String setting) {
    String prefix = PairedSlot.IO_ENCRYPTED.encryption + " " + setting + " on ";
    for (Map.Entry<String, Map<String, OverheadRow>> layer : layers.entrySet()) {
      OverheadRow total = layer.getValue().get(SparkResultsJson.TOTAL);
      if (layer.getKey().startsWith(prefix + "all modes'") && total != null) {
        return total;
      }
    }
    return row(layers, prefix + "PLAINTEXT tables", SparkResultsJson.TOTAL);
  }

  private static OverheadRow row(
      Map<String, Map<String, OverheadRow>> layers, String layer, String key) {
    Map<String, OverheadRow> byQuery = layers.get(layer);
    return byQuery == null ? null : byQuery.get(key);
  }

  /**
   * What Spark's own crypto streams predict for spark.io.encryption (streams and bytes of the query
   * mix times the cost per stream and per byte), beside the measured overhead, on the total.
   */
  private void predicted(StringBuilder md, Map<String, Map<String, OverheadRow>> layers) {
    if (streamCosts.isEmpty()) {
      return;
    }
    md.append(
        "What Spark's crypto streams cost (SparkCryptoStreamBenchmark: a segment written through an "
            + "encrypting stream and read back through a decrypting one, as a shuffle block is, through "
            + "CryptoStreamUtils, encrypted against plain in the same rounds, thread CPU time):\n\n");
    for (Map.Entry<String, StreamNotes.Costs> c : streamCosts.entrySet()) {
      StreamNotes.Costs v = c.getValue();
      md.append(
          String.format(
              Locale.ROOT,
              "- **%s** (%s): %s per block (its two streams), %s per byte%s%n",
              c.getKey(),
              v.cipherClass,
              micros(v.perStreamNanos),
              nanos(v.perByteNanos),
              Summary.ROUNDS_ONLY.equals(v.interval) ? " (rounds of 1 fork)" : ""));
    }
    md.append('\n');
    for (Map.Entry<String, Map<String, OverheadRow>> layer : layers.entrySet()) {
      OverheadRow total = layer.getValue().get(SparkResultsJson.TOTAL);
      StreamNotes.Model model = model(total);
      if (model == null) {
        continue;
      }
      RowEstimate cpu = model.cpu.estimate();
      // Judged here from the intervals, so that summaries written when "agrees" meant overlap read
      // the same.
      String verdict =
          total.cpu == null
              ? null
              : ModelVerdict.ofRatios(
                  cpu.low, cpu.ratio, cpu.high, total.cpu.low, total.cpu.ratio, total.cpu.high);
      String agrees =
          verdict == null
              ? ""
              : ModelVerdict.AGREES.equals(verdict)
                  ? ": they agree within half a point"
                  : ModelVerdict.DISAGREES.equals(verdict)
                      ? ": they disagree (a finding: the streams' cost does not explain the "
                          + "measured one)"
                      : ": not resolved (the difference's interval is wider than ±0.5 points around 0)";
      md.append(
          String.format(
              Locale.ROOT,
              "- **%s**, all queries: %,.0f shuffle blocks and %.1f MB, each encrypted "
                  + "once and decrypted once, predict %s of task CPU (%.0f ms); measured %s [CPU]%s.%n",
              layer.getKey(),
              model.pairs(),
              model.bytesPerQuery / 1e6,
              OverheadTable.overhead(cpu),
              model.extraCpuMillis.value,
              total.cpu != null ? OverheadTable.overhead(total.cpu) : "–",
              agrees));
    }
    md.append('\n');
  }

  /**
   * Where a profiled application's crypto streams spent the queries' task CPU, per part, and their
   * cost per shuffle block in Spark against the stream benchmark's.
   */
  private void profiled(StringBuilder md) {
    if (streamProfile.isEmpty()) {
      return;
    }
    md.append(
        "Where the crypto streams spend CPU inside Spark (an application run with the setting on, PLAINTEXT "
            + "tables, async-profiler sampling thread CPU time on the executors' task threads while they run the "
            + "queries; the intervals are the samples' only, of one application):\n\n");
    for (Map.Entry<String, StreamNotes.Profile> e : streamProfile.entrySet()) {
      StreamNotes.Profile p = e.getValue();
      md.append(
          String.format(
              Locale.ROOT,
              "- **%s** (%s): the streams took %.2f%% (%.2f to %.2f%%) of the queries' "
                  + "task CPU, so they add %s",
              e.getKey(),
              p.cipherClass,
              100 * p.share.value,
              100 * p.share.low,
              100 * p.share.high,
              OverheadTable.overhead(p.cpu.estimate())));
      if (p.perPairMicros != null) {
        md.append(
            String.format(
                Locale.ROOT,
                "; %.0f us per shuffle block (%,.0f blocks, %.1f MB per round of the " + "mix)",
                p.perPairMicros,
                p.pairsPerRound,
                p.bytesPerRound / 1e6));
      }
      if (p.inSituOverBenchmark != null) {
        md.append(
            String.format(
                Locale.ROOT,
                ", %.1f times the stream benchmark's %.0f us for the same blocks",
                p.inSituOverBenchmark,
                p.benchmarkPerPairMicros));
      }
      md.append(
          String.format(
              Locale.ROOT, " (SparkConf of %.0f settings). Per part:%n", p.sparkConfSettings));
      for (StreamNotes.Part part : p.parts) {
        md.append(
            String.format(
                Locale.ROOT,
                "  - %s: %.2f%%%s%n",
                part.description,
                100 * part.share,
                part.perPairMicros != null
                    ? String.format(Locale.ROOT, ", %.1f us per block", part.perPairMicros)
                    : ""));
      }
    }
    md.append('\n');
  }

  private static String micros(StreamNotes.Value e) {
    return interval(e, 1e-3, "%.1f us");
  }

  private static String nanos(StreamNotes.Value e) {
    return interval(e, 1, "%.2f ns");
  }

  private static String interval(StreamNotes.Value e, double scale, String format) {
    String value = String.format(Locale.ROOT, format, e.value * scale);
    if (Double.isNaN(e.low)) {
      return value;
    }
    return value
        + String.format(
            Locale.ROOT,
            " (" + format.replace(" us", "").replace(" ns", "") + " to " + format + ")",
            e.low * scale,
            e.high * scale);
  }

  /**
   * Whether the PME rows with spark.io.encryption off pool both io-off sessions (their pmeSessions
   * parameter).
   */
  private String pmePooling() {
    for (OverheadRow o : rows) {
      if (!isIo(o) && o.params.containsKey("pmeSessions")) {
        return ", with spark.io.encryption off in both of its io-off sessions (the off one and the A/A control's), "
            + "each round's time the geometric mean of the two";
      }
    }
    return "";
  }

  /** How the spark.io.encryption rows were paired (their ioPairs parameter). */
  private String ioPairing() {
    for (OverheadRow o : rows) {
      // Runs from before the parameter existed paired applications.
      if (isIo(o) && !SparkResultsJson.IO_PAIRS_SESSIONS.equals(o.param("ioPairs"))) {
        return "an application with it on against one with it off, started in the same repetition (interval over "
            + "the repetitions)";
      }
    }
    return "a Spark session with it on against one with it off, both in the same application's JVM, each query "
        + "run in every setting's session back to back in a shuffled order (interval over the applications; the "
        + "A/A control: a second session with it off)";
  }

  /** Whether commons-crypto's OpenSSL cipher and its JCE cipher differ, on each kind of tables. */
  private static void backends(StringBuilder md, Map<String, Map<String, OverheadRow>> layers) {
    for (Map.Entry<String, Map<String, OverheadRow>> openssl : layers.entrySet()) {
      if (!openssl.getKey().startsWith(PairedSlot.IO_ENCRYPTED.encryption + " openssl")) {
        continue;
      }
      Map<String, OverheadRow> jce = layers.get(openssl.getKey().replace(" openssl", " jce"));
      RowEstimate a =
          openssl.getValue().containsKey(SparkResultsJson.GEOMEAN)
              ? openssl.getValue().get(SparkResultsJson.GEOMEAN).headline
              : null;
      RowEstimate b =
          jce == null || !jce.containsKey(SparkResultsJson.GEOMEAN)
              ? null
              : jce.get(SparkResultsJson.GEOMEAN).headline;
      if (a == null || b == null || Double.isNaN(a.low) || Double.isNaN(b.low)) {
        continue;
      }
      boolean apart = a.high < b.low || b.high < a.low;
      md.append(
          String.format(
              Locale.ROOT,
              "- **OpenSSL or JCE for spark.io.encryption** (%s): OpenSSL %s, JCE %s: " + "%s.%n",
              openssl
                  .getKey()
                  .substring((PairedSlot.IO_ENCRYPTED.encryption + " openssl ").length()),
              OverheadTable.overhead(a),
              OverheadTable.overhead(b),
              apart ? "the intervals are apart" : "the intervals overlap, no difference shown"));
    }
    md.append('\n');
  }

  private static String value(
      Map<String, OverheadRow> byQuery,
      String key,
      java.util.function.Function<OverheadRow, String> cell) {
    OverheadRow row = byQuery.get(key);
    return row == null ? "–" : cell.apply(row);
  }

  /**
   * "AES_GCM_V1, spark.io.encryption off" or "spark.io.encryption jce on PLAINTEXT tables", and the
   * provider where the run named providers.
   */
  static String layer(OverheadRow o) {
    return layerOnly(o) + (o.param("provider") != null ? ", provider " + o.param("provider") : "");
  }

  private static String layerOnly(OverheadRow o) {
    if (isIo(o)) {
      String io = o.text("io");
      if (SparkMatrix.UNBATCHED.equals(io)) {
        return "unbatched shuffle fetch (spark.io.encryption off) on " + tables(o) + " tables";
      }
      String base = o.params.containsKey("ioBase") ? " over " + o.param("ioBase") + "," : "";
      return PairedSlot.IO_ENCRYPTED.encryption + " " + io + base + " on " + tables(o) + " tables";
    }
    return "PME "
        + o.encryption
        + ", spark.io.encryption "
        + o.text("io")
        + (SparkMatrix.COMET.equals(o.param("engine")) ? ", Comet" : "");
  }

  /** "PLAINTEXT", or for the pooled rows "all modes' (PLAINTEXT+AES_GCM_V1+CONTROL)". */
  private static String tables(OverheadRow o) {
    String pme = o.text("pme");
    return SparkResultsJson.ALL_TABLES.equals(pme)
        ? "all modes' (" + o.text("pmeModes") + ")"
        : pme;
  }

  /** The section: charts of the overhead per query for each layer, and every row. */
  public void section(StringBuilder md, Map<String, byte[]> charts, String chartDir)
      throws IOException {
    boolean user = !rows.isEmpty() && rows.get(0).param("tables") != null;
    md.append(
        user
            ? "## Spark: your queries through Spark SQL\n\n"
            : "## Spark: TPC-DS queries through Spark SQL\n\n");
    if (rows.isEmpty()) {
      md.append("This run has no Spark results (family `spark`).\n\n");
      return;
    }
    md.append(
        "Each query's time with a layer over its time without it; `total` is the sum over the queries, "
            + "`geomean` their geometric mean (the vendor benchmark's two headline figures), `write` the creation of "
            + "every table.\n\n");
    for (boolean io : new boolean[] {false, true}) {
      List<OverheadPoints.Point> points = new ArrayList<OverheadPoints.Point>();
      List<String> ids = new ArrayList<String>();
      for (OverheadRow o : rows) {
        if (isIo(o) != io) {
          continue;
        }
        String id = label(o);
        if (!ids.contains(id)) {
          ids.add(id);
        }
        String series =
            (io ? o.text("io") + " on " + o.text("pme") : o.encryption + " io=" + o.text("io"))
                + (o.param("provider") != null ? " " + o.param("provider") : "");
        points.add(new OverheadPoints.Point(id, o.jvm, series, o));
      }
      if (points.isEmpty()) {
        continue;
      }
      String title = io ? "spark.io.encryption overhead per query" : "PME overhead per query";
      String file = io ? "spark-io-overhead.png" : "spark-pme-overhead.png";
      charts.put(file, Charts.overhead(title, ids, points));
      md.append("![")
          .append(title)
          .append("](")
          .append(chartDir)
          .append('/')
          .append(file)
          .append(")\n\n");
    }
    md.append(SparkTable.of(rows));
  }
}
