package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;

/**
 * A committed copy census ({@code --json} of scripts/copy-census-summary.py), or a summary in its
 * shape that names its own method and spread (scripts/cachesim-summary.py), as a page shows it:
 * what ran where, then a row per measure the summary lists with a column per file, each the mean
 * with its smallest and largest (one value where they agree).
 */
final class CopyCensusTable {
  private CopyCensusTable() {}

  static String of(JsonNode census) {
    List<String> slots = new ArrayList<String>();
    for (JsonNode slot : census.path("slotOrder")) {
      slots.add(slot.asText());
    }
    if (slots.isEmpty() || !census.path("rows").isArray() || census.path("rows").size() == 0) {
      throw new IllegalArgumentException("no slots or no rows");
    }
    StringBuilder out =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%s; %s; %s; mean (%s):\n\n| per read |",
                census.path("machine").asText(),
                census.path("implementation").asText(),
                method(census),
                census.has("spread")
                    ? census.path("spread").asText()
                    : "smallest to largest process"));
    for (String slot : slots) {
      out.append(' ').append(AttributionTable.slotName(slot)).append(" |");
    }
    out.append("\n|---|");
    for (int i = 0; i < slots.size(); i++) {
      out.append("---:|");
    }
    for (JsonNode row : census.path("rows")) {
      out.append("\n| ").append(row.path("label").asText()).append(" |");
      String format = row.path("format").asText();
      for (String slot : slots) {
        JsonNode value = row.path("values").path(slot);
        if (value.isMissingNode()) {
          throw new IllegalArgumentException(row.path("label").asText() + ": no value for " + slot);
        }
        String mean = number(format, value.path("mean").asDouble());
        String low = number(format, value.path("range").path(0).asDouble());
        String high = number(format, value.path("range").path(1).asDouble());
        out.append(' ').append(mean);
        if (!low.equals(high)) {
          out.append(" (").append(low).append(" to ").append(high).append(')');
        }
        out.append(" |");
      }
    }
    return out.append('\n').toString();
  }

  /** How the summary was measured: its own words, or the copy census's. */
  private static String method(JsonNode census) {
    if (census.has("method")) {
      return census.path("method").asText();
    }
    return String.format(
        Locale.ROOT,
        "%d processes, each reading the files in turn (%s rounds); every memcpy and memmove counted"
            + " by caller, each timed by the time stamp counter",
        census.path("processes").asInt(),
        AttributionTable.join(census.path("rounds")));
  }

  private static String number(String format, double value) {
    try {
      return String.format(Locale.ROOT, format, value).replace("-", "−");
    } catch (IllegalFormatException e) {
      throw new IllegalArgumentException("format \"" + format + "\": " + e.getMessage());
    }
  }
}
