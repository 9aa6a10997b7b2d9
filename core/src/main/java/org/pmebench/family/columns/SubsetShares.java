package org.pmebench.family.columns;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import org.pmebench.report.OverheadPoints;

/**
 * The study's question for the column subsets, from results that had both column sets in the same
 * rounds: what share of the all-columns overhead the 2 sensitive columns cost, measured and
 * predicted by the cost model, beside their share of the encrypted bytes, of PME's modules and of
 * the columns, and what the cost follows.
 */
public final class SubsetShares {
  private SubsetShares() {}

  /** The table, or "" when no row has a {@code subsetOverAll}. */
  public static String toMarkdown(JsonNode summary) {
    StringBuilder rows = new StringBuilder();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode s = o.path("subsetOverAll");
      if (s.isMissingNode()) {
        continue;
      }
      JsonNode measured = s.path("cpu").isObject() ? s.path("cpu") : s.path("wall");
      JsonNode model = s.path("model").path("cpu").isObject() ? s.path("model").path("cpu")
          : s.path("model").path("wall");
      JsonNode shares = s.path("shares");
      rows.append(String.format(Locale.ROOT, "| %s %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
          o.path("jvm").asText(), o.path("variant").asText(), OverheadPoints.label(o),
          o.path("encryption").asText() + ", " + OverheadPoints.provider(o), quotient(measured),
          model.isMissingNode() ? "–" : quotient(model), share(shares.path("encryptedBytes")),
          share(shares.path("modules")), share(shares.path("columns")), s.path("answer").asText()));
    }
    if (rows.length() == 0) {
      return "";
    }
    return "### Is the cost proportional to what is encrypted? (2 of 19 columns against all 19)\n\n"
        + "The sensitive file's overhead over the all-columns file's, both against the same plaintext file in "
        + "the same rounds (CPU time; the cost model replays each file's own cipher calls in those rounds). "
        + "1 would mean the 2 columns cost as much as all 19.\n\n"
        + "| JVM | workload | mode | subset / all, measured | cost model | share of encrypted bytes | of modules "
        + "| of columns | answer |\n|---|---|---|---|---|---:|---:|---:|---|\n" + rows + "\n";
  }

  private static String quotient(JsonNode q) {
    double ratio = q.path("ratio").asDouble(Double.NaN);
    if (!q.path("low").isNumber()) {
      return String.format(Locale.ROOT, "%.2f (no interval)", ratio);
    }
    String of = "forks".equals(q.path("interval").asText()) ? "" : ", " + q.path("interval").asText();
    return String.format(Locale.ROOT, "%.2f (%.2f to %.2f%s)", ratio, q.path("low").asDouble(),
        q.path("high").asDouble(), of);
  }

  private static String share(JsonNode v) {
    return v.isNumber() ? String.format(Locale.ROOT, "%.2f", v.asDouble()) : "–";
  }
}
