package org.pmebench.history;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The change points of a {@code change-points.json} ({@link HistoryJson#changePoints}) as markdown
 * for a page: what was read, then one line per pair of runs on either side with every series that
 * stepped there, its means before and after and its p-value, and what changed where the page says
 * it. {@code pmebench history} writes it as {@code change-points.md}; {@code pmebench publish}
 * renders it into the docs from a committed {@code change-points.json}, so that no number in the
 * table is typed.
 */
public final class ChangePointsMarkdown {
  private static final String NOT_SAID = "not explained";

  private ChangePointsMarkdown() {}

  /**
   * The markdown of {@code history} (a {@code change-points.json}), each pair of runs with its
   * cause from {@code causes} (keyed "last run before → first run after", as the table names them).
   *
   * @throws IllegalArgumentException where a cause names a pair with no change point
   */
  public static String of(JsonNode history, Map<String, String> causes) {
    List<String> runs = new ArrayList<String>();
    for (JsonNode c : history.path("changePoints")) {
      runs.add(c.path("lastRunBefore").asText());
      runs.add(c.path("firstRunAfter").asText());
    }
    String under = HistoryPage.commonDirectory(runs);
    Map<String, String> machines = new LinkedHashMap<String, String>();
    for (JsonNode m : history.path("machines")) {
      machines.put(m.asText(), "M" + (machines.size() + 1));
    }
    Map<String, List<JsonNode>> pairs = pairs(history, under);
    for (String named : causes.keySet()) {
      if (!pairs.containsKey(named)) {
        throw new IllegalArgumentException(
            "a cause is given for " + named + ", which holds no change point");
      }
    }
    StringBuilder md = new StringBuilder(read(history, pairs));
    if (pairs.isEmpty()) {
      return md.toString();
    }
    md.append(
            "| last run before → first run after | machine, profile | what stepped: mean before → ")
        .append("after (p-value) | what changed |\n|---|---|---|---|\n");
    for (Map.Entry<String, List<JsonNode>> pair : pairs.entrySet()) {
      JsonNode key = pair.getValue().get(0).path("series");
      List<String> steps = new ArrayList<String>();
      for (JsonNode c : pair.getValue()) {
        steps.add(step(c));
      }
      md.append("| ")
          .append(pair.getKey())
          .append(" | ")
          .append(machines.get(key.path("machine").asText()))
          .append(", `")
          .append(key.path("profile").asText())
          .append("` | ")
          .append(String.join("; ", steps))
          .append(" | ")
          .append(causes.containsKey(pair.getKey()) ? causes.get(pair.getKey()) : NOT_SAID)
          .append(" |\n");
    }
    md.append("\nRuns under `").append(under).append("`. Machines: ");
    List<String> named = new ArrayList<String>();
    for (Map.Entry<String, String> m : machines.entrySet()) {
      named.add(m.getValue() + " `" + m.getKey() + "`");
    }
    // Every machine is named, the ones without a change point too: their labels match history.html.
    return md.append(String.join(", ", named)).append(".\n").toString();
  }

  /** The sentence of what was read and how the change points were looked for. */
  private static String read(JsonNode history, Map<String, List<JsonNode>> pairs) {
    JsonNode otava = history.path("otava");
    String how =
        otava.isObject()
            ? String.format(
                Locale.ROOT,
                "Otava %s looked at the %d series of %d runs or more (p-value at most %s, magnitude "
                    + "at least %s) and found ",
                otava.path("version").asText(),
                otava.path("seriesLooked").asInt(),
                OtavaInput.MIN_POINTS,
                otava.path("pValue").asText(),
                otava.path("magnitude").asText())
            : "";
    return String.format(
        Locale.ROOT,
        "%d runs, %d series on %d machine%s; %s%d change points, between %d pairs of runs.\n\n",
        history.path("runs").asInt(),
        history.path("series").asInt(),
        history.path("machines").size(),
        history.path("machines").size() == 1 ? "" : "s",
        how,
        history.path("changePoints").size(),
        pairs.size());
  }

  /** The change points by the runs on either side, in the order of the first run after. */
  private static Map<String, List<JsonNode>> pairs(JsonNode history, String under) {
    List<JsonNode> changes = new ArrayList<JsonNode>();
    for (JsonNode c : history.path("changePoints")) {
      changes.add(c);
    }
    Collections.sort(
        changes,
        (a, b) ->
            (a.path("time").asText() + a.path("firstRunAfter").asText())
                .compareTo(b.path("time").asText() + b.path("firstRunAfter").asText()));
    Map<String, List<JsonNode>> pairs = new LinkedHashMap<String, List<JsonNode>>();
    for (JsonNode c : changes) {
      String pair =
          "`"
              + c.path("lastRunBefore").asText().substring(under.length())
              + "` → `"
              + c.path("firstRunAfter").asText().substring(under.length())
              + "`";
      pairs.computeIfAbsent(pair, k -> new ArrayList<JsonNode>()).add(c);
    }
    return pairs;
  }

  /** E.g. "R1 GCM [cpu] 6.9 → 2.1% (0.0001)": the p-value in brackets. */
  private static String step(JsonNode c) {
    JsonNode series = c.path("series");
    boolean overhead = "overhead".equals(series.path("kind").asText());
    String format = overhead ? "%.1f → %.1f%%" : "%,.0f → %,.0f " + c.path("metric").asText();
    double p = c.path("pValue").asDouble();
    return String.format(
        Locale.ROOT,
        "%s [%s] " + format + " (%s)",
        label(series.path("row").asText()),
        c.path("metric").asText(),
        c.path("meanBefore").asDouble(),
        c.path("meanAfter").asDouble(),
        p < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p));
  }

  /**
   * A row id made short: the workload (or the benchmark and the parameters that tell its rows
   * apart), the variant where it is not the plain JVM, and the mode.
   */
  static String label(String row) {
    String[] parts = row.split(" \\| ");
    String[] words = parts[0].split(" ");
    Map<String, String> params = new LinkedHashMap<String, String>();
    for (int i = 1; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      if (eq > 0) {
        params.put(words[i].substring(0, eq), words[i].substring(eq + 1));
      }
    }
    StringBuilder label = new StringBuilder();
    if (params.containsKey("spec")) {
      label.append(params.get("spec"));
    } else {
      label.append(words[0]);
      for (String telling : new String[] {"chunkSize", "provider", "io", "query"}) {
        if (params.containsKey(telling)) {
          label.append(' ').append(params.get(telling));
        }
      }
    }
    String variant = parts.length > 2 ? parts[2].replaceFirst("^intrinsics-on\\+?", "") : "";
    if (!variant.isEmpty()) {
      label.append(' ').append(variant);
    }
    String[] last = parts[parts.length - 1].split(" ");
    String mode = parts.length > 3 ? last[last.length - 1] : "";
    if ("AES_GCM_V1".equals(mode)) {
      label.append(" GCM");
    } else if ("AES_GCM_CTR_V1".equals(mode)) {
      label.append(" GCM-CTR");
    } else if (!mode.isEmpty() && !mode.matches("t\\d+")) {
      label.append(' ').append(mode);
    }
    return label.toString();
  }
}
