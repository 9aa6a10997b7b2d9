package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * A committed native profile's attribution ({@code attribution.json} of
 * scripts/native-profile-groups.py) as a page shows it: the machine and the repetitions, then a
 * table with a column per file set against the plaintext file (GCM, GCM-CTR, the A/A control): the
 * plaintext read, the extra process CPU per read, and the extra of each group of symbols, each with
 * its mean over the processes and their smallest and largest.
 */
final class AttributionTable {
  private static final String[][] SLOTS = {
    {"gcm", "AES_GCM_V1"}, {"gcmCtr", "AES_GCM_CTR_V1"}, {"control", "A/A control"}
  };

  private AttributionTable() {}

  static String of(JsonNode attribution) {
    JsonNode slots = attribution.path("slots");
    List<String[]> shown = new ArrayList<String[]>();
    for (String[] slot : SLOTS) {
      if (slots.has(slot[0])) {
        shown.add(slot);
      }
    }
    if (shown.isEmpty() || !slots.has("gcm") && !slots.has("gcmCtr")) {
      throw new IllegalArgumentException("no encrypted file in its slots");
    }
    JsonNode first = slots.path(shown.get(0)[0]);
    StringBuilder out = new StringBuilder(header(attribution, first));
    out.append("| µs per read |");
    for (String[] slot : shown) {
      out.append(' ').append(slot[1]).append(" |");
    }
    out.append("\n|---|");
    for (int i = 0; i < shown.size(); i++) {
      out.append("---:|");
    }
    out.append("\n| the plaintext read |");
    for (String[] slot : shown) {
      out.append(' ')
          .append(
              String.format(
                  Locale.ROOT,
                  "%,.0f",
                  slots.path(slot[0]).path("plaintextMicrosPerRead").asDouble()))
          .append(" |");
    }
    out.append("\n| **extra, the process's clock** |");
    for (String[] slot : shown) {
      JsonNode s = slots.path(slot[0]);
      out.append(" **")
          .append(signed(s.path("extraMicrosPerRead").asDouble()))
          .append("** (")
          .append(range(s.path("extraMicrosPerReadRange")))
          .append(") |");
    }
    for (Iterator<String> groups = first.path("groups").fieldNames(); groups.hasNext(); ) {
      String group = groups.next();
      out.append("\n| ").append(group).append(" |");
      for (String[] slot : shown) {
        JsonNode g = slots.path(slot[0]).path("groups").path(group);
        out.append(' ')
            .append(signed(g.path("micros").asDouble()))
            .append(" (")
            .append(range(g.path("range")))
            .append(") |");
      }
    }
    return out.append('\n').toString();
  }

  /** What ran where: the machine, the implementation, the rows, the processes and their rounds. */
  private static String header(JsonNode attribution, JsonNode first) {
    return String.format(
        Locale.ROOT,
        "%s; %s, %,d rows; %d processes, each reading the files in turn (%s rounds); "
            + "process CPU per read, perf's cpu-clock samples at %d Hz for the parts; "
            + "mean (smallest to largest process):\n\n",
        attribution.path("machine").asText(),
        first.path("implementation").asText(),
        first.path("rows").asLong(),
        attribution.path("repetitions").asInt(),
        join(first.path("rounds")),
        attribution.path("perfHz").asInt());
  }

  /**
   * Several committed attributions side by side, a row each: the GCM file's extra CPU and its
   * groups, with the A/A control's extra beside them ({@code labels} in the order given). The
   * groups are the first profiled row's; a row run without the profiler shows – for each. The
   * machine heads the table when the rows share it, and is said in each row when they do not.
   */
  static String compare(List<String> labels, List<JsonNode> attributions) {
    JsonNode firstGcm = firstProfiledGcm(attributions);
    if (firstGcm.isMissingNode()) {
      throw new IllegalArgumentException("no AES_GCM_V1 file in its slots");
    }
    // Every number carries its processor: one line when the rows share it, else each row says it.
    String machine = sharedMachine(attributions);
    StringBuilder out =
        new StringBuilder(
            machine == null
                ? ""
                : machine
                    + "; process CPU per read, the parts from perf's cpu-clock samples at each"
                    + " row's rate; mean over each row's processes:\n\n");
    out.append("| AES_GCM_V1, µs per read | plaintext | extra | A/A control |");
    List<String> groups = new ArrayList<String>();
    for (Iterator<String> g = firstGcm.path("groups").fieldNames(); g.hasNext(); ) {
      groups.add(g.next());
      // The group's name before its colon: the table is wide enough.
      out.append(' ').append(groups.get(groups.size() - 1).split(":")[0]).append(" |");
    }
    out.append("\n|---|");
    for (int i = 0; i < groups.size() + 3; i++) {
      out.append("---:|");
    }
    for (int i = 0; i < labels.size(); i++) {
      JsonNode slots = attributions.get(i).path("slots");
      JsonNode gcm = slots.path("gcm");
      if (gcm.isMissingNode()) {
        throw new IllegalArgumentException(labels.get(i) + ": no AES_GCM_V1 file in its slots");
      }
      out.append("\n| ")
          .append(labels.get(i))
          .append(" (")
          .append(gcm.path("implementation").asText())
          .append(", ")
          .append(attributions.get(i).path("repetitions").asInt())
          .append(" processes")
          .append(machine != null ? "" : ", " + attributions.get(i).path("machine").asText())
          .append(") | ")
          .append(
              String.format(Locale.ROOT, "%,.0f", gcm.path("plaintextMicrosPerRead").asDouble()))
          .append(" | **")
          .append(signed(gcm.path("extraMicrosPerRead").asDouble()))
          .append("** | ")
          .append(
              slots.has("control")
                  ? signed(slots.path("control").path("extraMicrosPerRead").asDouble())
                  : "–")
          .append(" |");
      for (String group : groups) {
        // A run without the profiler (perfHz 0) has the extra alone: its parts are not known.
        JsonNode part = gcm.path("groups").path(group);
        out.append(' ')
            .append(part.isMissingNode() ? "–" : signed(part.path("micros").asDouble()))
            .append(" |");
      }
    }
    return out.append('\n').toString();
  }

  /**
   * How much of the AES_GCM_V1 read's extra CPU without the profiler the named groups of a profile
   * account for: one sentence, the groups' sum, the extra and their quotient, each with the
   * processes behind it. A group the profile does not have is refused.
   */
  static String coverage(JsonNode profile, JsonNode unprofiled, List<String> parts) {
    JsonNode gcm = profile.path("slots").path("gcm");
    JsonNode plain = unprofiled.path("slots").path("gcm");
    if (gcm.isMissingNode() || plain.isMissingNode()) {
      throw new IllegalArgumentException("no AES_GCM_V1 file in the profile's or the run's slots");
    }
    double sum = 0;
    List<String> names = new ArrayList<String>();
    for (String part : parts) {
      JsonNode g = gcm.path("groups").path(part);
      if (g.isMissingNode()) {
        throw new IllegalArgumentException("the profile has no group \"" + part + "\"");
      }
      sum += g.path("micros").asDouble();
      names.add(part.split(":")[0]);
    }
    double extra = plain.path("extraMicrosPerRead").asDouble();
    return String.format(
        Locale.ROOT,
        "%s: **%s µs** per AES_GCM_V1 read in the profile at %d Hz (%d processes), **%.0f%%** of"
            + " the **%s µs** the read adds without the profiler (%d processes).\n",
        String.join(", ", names),
        signed(sum),
        profile.path("perfHz").asInt(),
        profile.path("repetitions").asInt(),
        100 * sum / extra,
        signed(extra),
        unprofiled.path("repetitions").asInt());
  }

  /**
   * The first profiled row's GCM slot, whose groups the columns are (an unprofiled run has none).
   */
  private static JsonNode firstProfiledGcm(List<JsonNode> attributions) {
    for (JsonNode a : attributions) {
      if (a.path("slots").path("gcm").path("groups").size() > 0) {
        return a.path("slots").path("gcm");
      }
    }
    return attributions.get(0).path("slots").path("gcm");
  }

  /** The machine all the attributions ran on, or null when they ran on more than one. */
  private static String sharedMachine(List<JsonNode> attributions) {
    String first = attributions.get(0).path("machine").asText();
    for (JsonNode a : attributions) {
      if (!first.equals(a.path("machine").asText())) {
        return null;
      }
    }
    return first;
  }

  private static String signed(double micros) {
    return String.format(Locale.ROOT, "%+.0f", micros).replace("-", "−");
  }

  private static String range(JsonNode pair) {
    return signed(pair.path(0).asDouble()) + " to " + signed(pair.path(1).asDouble());
  }

  /** A slot's file as the tables name it: AES_GCM_V1, AES_GCM_CTR_V1, A/A control, or the slot. */
  static String slotName(String slot) {
    for (String[] known : SLOTS) {
      if (known[0].equals(slot)) {
        return known[1];
      }
    }
    return slot;
  }

  static String join(JsonNode numbers) {
    List<String> out = new ArrayList<String>();
    for (JsonNode n : numbers) {
      out.add(n.asText());
    }
    return String.join(", ", out);
  }
}
