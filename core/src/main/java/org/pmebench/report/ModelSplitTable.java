package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;

/**
 * Where the cost model's crypto work goes, per overhead row that has a split: the measured overhead,
 * the model, the model's points divided into cipher objects, per-call and per-byte work, the
 * per-call and per-byte costs of parquet's module ciphers, and the floor (the same calls and bytes
 * at {@code openssl speed}'s rate on this CPU). Rows without a split (runs before it, separate
 * forks) are left out.
 */
public final class ModelSplitTable {
  private ModelSplitTable() {}

  /** The table with its heading, or "" when no row has a split. */
  public static String toMarkdown(List<JsonNode> rows, JsonNode summary) {
    StringBuilder md = new StringBuilder();
    for (JsonNode o : rows) {
      JsonNode m = o.path("model");
      JsonNode s = m.path("split");
      if (!s.isObject()) {
        continue;
      }
      JsonNode measured = o.path("cpu").isObject() ? o.path("cpu") : o;
      JsonNode model = m.path("cpu").isObject() ? m.path("cpu") : m.path("wall");
      JsonNode p = s.path("points");
      JsonNode floor = m.path("floor");
      double modelPoints = 100 * (model.path("ratio").asDouble() - 1);
      double floorPoints = floor.isObject() ? 100 * (floor.path("ratio").asDouble() - 1) : Double.NaN;
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
          OverheadPoints.label(o), o.path("jvm").asText(), o.path("encryption").asText(), OverheadPoints.provider(o),
          Numbers.overhead(measured.path("ratio").asDouble()), Numbers.overhead(model.path("ratio").asDouble()),
          points(p.path("objects")), points(p.path("calls")), points(p.path("bytes")),
          construction(s.path("gcm")) + " / " + construction(s.path("ctr")),
          floor.isObject() ? Numbers.overhead(floor.path("ratio").asDouble()) : "–",
          floorPoints > 0 ? String.format(Locale.ROOT, "%.1f×", modelPoints / floorPoints) : "–"));
    }
    if (md.length() == 0) {
      return "";
    }
    JsonNode f = summary.path("floor");
    String source = f.isObject() ? String.format(Locale.ROOT, " The floor: the same calls and bytes at `openssl "
        + "speed -evp` on this CPU (%s; GCM %.0f ns per call + %.3f ns per byte%s), no cipher objects.",
        f.path("source").asText(), f.path("gcm").path("perCallNanos").asDouble(),
        f.path("gcm").path("perByteNanos").asDouble(), f.path("ctr").isObject()
            ? String.format(Locale.ROOT, ", CTR %.0f ns + %.3f ns per byte", f.path("ctr").path("perCallNanos")
                .asDouble(), f.path("ctr").path("perByteNanos").asDouble()) : "")
        : " No floor in this run (`--floor`, needs the openssl command).";
    return "### Where the crypto work goes: cipher objects, calls, bytes, and the floor\n\n"
        + "The cost model's overhead (CPU) divided by where its replay spent its time: creating parquet's cipher "
        + "objects, the per-call part of its modules (the intercept of a line through each construction's module "
        + "sizes and times) and the per-byte part, in percentage points of the plaintext file's time; then "
        + "parquet's module ciphers' cost per call and per byte (GCM / CTR, \"–\" where the module sizes do not "
        + "separate them)." + source + "\n\n"
        + "| workload | JVM | mode | provider | measured, CPU | cost model | objects | calls | bytes "
        + "| per call, ns + per byte, ns (GCM / CTR) | floor | model ÷ floor |\n"
        + "|---|---|---|---|---|---|---:|---:|---:|---|---|---:|\n" + md + "\n";
  }

  private static String points(JsonNode v) {
    return v.isNumber() ? String.format(Locale.ROOT, "%.2f", v.asDouble()) : "–";
  }

  /** "1180 + 0.21" (ns per call + ns per byte), "–" without modules or a separable fit. */
  private static String construction(JsonNode c) {
    if (!c.isObject() || !c.path("separable").asBoolean()) {
      return "–";
    }
    return String.format(Locale.ROOT, "%.0f + %.3f", c.path("perCallNanos").asDouble(), c.path("perByteNanos")
        .asDouble());
  }
}
