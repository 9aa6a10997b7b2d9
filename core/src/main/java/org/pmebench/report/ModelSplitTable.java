package org.pmebench.report;

import java.util.List;
import java.util.Locale;
import org.pmebench.summary.FloorNote;
import org.pmebench.summary.ModelNote;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.RowEstimate;
import org.pmebench.summary.SummaryFile;

/**
 * Where the cost model's crypto work goes, per overhead row that has a split: the measured
 * overhead, the model, the model's points divided into cipher objects, per-call and per-byte work,
 * the per-call and per-byte costs of parquet's module ciphers, and the floor (the same calls and
 * bytes at {@code openssl speed}'s rate on this CPU). Rows without a split (runs before it,
 * separate forks) are left out.
 */
public final class ModelSplitTable {
  private ModelSplitTable() {}

  /** The table with its heading, or "" when no row has a split. */
  public static String toMarkdown(List<OverheadRow> rows, SummaryFile summary, RowLabels labels) {
    StringBuilder md = new StringBuilder();
    for (OverheadRow o : rows) {
      ModelNote m = o.model;
      if (m == null || m.split == null) {
        continue;
      }
      RowEstimate model = m.cpuOrWall();
      ModelNote.Points p = m.split.points == null ? new ModelNote.Points() : m.split.points;
      double modelPoints = 100 * (model.ratio - 1);
      double floorPoints = m.floor != null ? 100 * (m.floor.ratio - 1) : Double.NaN;
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
              labels.label(o),
              o.jvm,
              o.encryption,
              OverheadPoints.provider(o),
              Numbers.overhead(o.cpuOrRow().ratio),
              Numbers.overhead(model.ratio),
              points(p.objects),
              points(p.calls),
              points(p.bytes),
              construction(m.split.gcm) + " / " + construction(m.split.ctr),
              m.floor != null ? Numbers.overhead(m.floor.ratio) : "–",
              floorPoints > 0
                  ? String.format(Locale.ROOT, "%.1f×", modelPoints / floorPoints)
                  : "–"));
    }
    if (md.length() == 0) {
      return "";
    }
    String source = floorSource(summary.floor);
    return "### Where the crypto work goes: cipher objects, calls, bytes, and the floor\n\n"
        + "The cost model's overhead (CPU) divided by where its replay spent its time: creating parquet's cipher "
        + "objects, the per-call part of its modules (the intercept of a line through each construction's module "
        + "sizes and times) and the per-byte part, in percentage points of the plaintext file's time; then "
        + "parquet's module ciphers' cost per call and per byte (GCM / CTR, \"–\" where the module sizes do not "
        + "separate them)."
        + source
        + "\n\n"
        + "| workload | JVM | mode | provider | measured, CPU | cost model | objects | calls | bytes "
        + "| per call, ns + per byte, ns (GCM / CTR) | floor | model ÷ floor |\n"
        + "|---|---|---|---|---|---|---:|---:|---:|---|---|---:|\n"
        + md
        + "\n";
  }

  /**
   * The sentence on the floor the table compares with: its source and costs, or that there is none.
   */
  private static String floorSource(FloorNote f) {
    return f != null
        ? String.format(
            Locale.ROOT,
            " The floor: the same calls and bytes at `openssl "
                + "speed -evp` on this CPU (%s; GCM %.0f ns per call + %.3f ns per byte%s), no cipher objects.",
            f.source,
            f.gcm.perCallNanos,
            f.gcm.perByteNanos,
            f.ctr != null
                ? String.format(
                    Locale.ROOT,
                    ", CTR %.0f ns + %.3f ns per byte",
                    f.ctr.perCallNanos,
                    f.ctr.perByteNanos)
                : "")
        : " No floor in this run (`--floor`, needs the openssl command).";
  }

  private static String points(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f", v);
  }

  /** "1180 + 0.21" (ns per call + ns per byte), "–" without modules or a separable fit. */
  private static String construction(ModelNote.Construction c) {
    if (c == null || !c.separable) {
      return "–";
    }
    return String.format(Locale.ROOT, "%.0f + %.3f", c.perCallNanos, c.perByteNanos);
  }
}
