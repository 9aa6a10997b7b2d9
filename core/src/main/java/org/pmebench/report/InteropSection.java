package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The peers family's interoperability matrix in the report: per mode, footer and key material,
 * whether each reader got each writer's values (the plaintext row first: what differs there is not
 * PME's doing).
 */
final class InteropSection {
  private InteropSection() {}

  static String toMarkdown(JsonNode summary) {
    JsonNode cells = summary.path("interop");
    if (!cells.isArray() || cells.size() == 0) {
      return "";
    }
    List<String> pairs = new ArrayList<String>();
    Map<String, Map<String, String>> rows = new LinkedHashMap<String, Map<String, String>>();
    int failed = 0;
    for (JsonNode c : cells) {
      String pair = c.path("writer").asText() + " → " + c.path("reader").asText();
      if (!pairs.contains(pair)) {
        pairs.add(pair);
      }
      String row = c.path("encryption").asText() + " | " + c.path("footer").asText() + " | "
          + c.path("material").asText();
      rows.computeIfAbsent(row, k -> new LinkedHashMap<String, String>())
          .put(pair, c.path("ok").asBoolean() ? "ok" : "**" + c.path("outcome").asText() + "**");
      failed += c.path("ok").asBoolean() ? 0 : 1;
    }
    StringBuilder md = new StringBuilder("## PME across implementations: who reads whose files\n\n");
    md.append(String.format(java.util.Locale.ROOT, "Each implementation writes the same rows (R1's) in every mode, "
        + "footer and key-material setting, keys through its own key tools under the same master keys; each reads "
        + "every file and compares the values with what it reads from the plaintext original (INT96 left out: Arrow "
        + "turns it into a timestamp). %d of %d cells %s.%n%n", cells.size() - failed, cells.size(),
        failed == 0 ? "read the writer's values" : "read the writer's values; the others say what went wrong"));
    md.append("| mode | footer | key material |");
    StringBuilder line = new StringBuilder("|---|---|---|");
    for (String pair : pairs) {
      md.append(' ').append(pair).append(" |");
      line.append("---|");
    }
    md.append('\n').append(line).append('\n');
    for (Map.Entry<String, Map<String, String>> r : rows.entrySet()) {
      md.append("| ").append(r.getKey()).append(" |");
      for (String pair : pairs) {
        String cell = r.getValue().get(pair);
        md.append(' ').append(cell == null ? "-" : cell).append(" |");
      }
      md.append('\n');
    }
    return md.append('\n').toString();
  }
}
