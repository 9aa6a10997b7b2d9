package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** How the report prints a summary row's {@code steadyState}. */
public final class SteadyStates {
  public static final String FLAT = "flat";
  public static final String WARM_UP = "warm-up";

  private SteadyStates() {}

  public static String kind(JsonNode row) {
    return row.path("steadyState").path("class").asText("");
  }

  /** Rows measured as one steady state, and rows without a class (single shots): nothing to flag. */
  static boolean steadyOrUnclassified(JsonNode row) {
    String kind = kind(row);
    return kind.isEmpty() || FLAT.equals(kind);
  }

  /** "slow for 8 s (until measured iteration 6)", or null when the series had no slow plateau. */
  public static String plateau(JsonNode steadyState) {
    if (!steadyState.has("fastFromIteration")) {
      return null;
    }
    String until = "until measured iteration " + steadyState.path("fastFromIteration").asInt();
    return steadyState.path("secondsToFast").isNumber() ? String.format(Locale.ROOT, "slow for %.0f s (%s)",
        steadyState.path("secondsToFast").asDouble(), until) : "slow " + until;
  }

  /** "flat", "warm-up: last state from iteration 3 (after 5 s)", "too short", or "–". */
  public static String describe(JsonNode row) {
    JsonNode s = row.path("steadyState");
    if (!s.has("class")) {
      return "–";
    }
    String kind = s.path("class").asText();
    StringBuilder text = new StringBuilder(kind);
    if (s.has("fromIteration")) {
      text.append(": last state from iteration ").append(s.path("fromIteration").asInt());
      if (s.path("secondsBefore").isNumber()) {
        text.append(String.format(Locale.ROOT, " (after %.0f s)", s.path("secondsBefore").asDouble()));
      }
    }
    int outliers = s.path("outliers").asInt();
    if (outliers > 0) {
      text.append(", ").append(outliers).append(outliers == 1 ? " outlier" : " outliers");
    }
    return text.toString();
  }
}
