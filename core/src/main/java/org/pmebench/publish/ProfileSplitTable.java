package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * A profiled paired run's split of the encrypted files' extra samples ({@code --json} of
 * scripts/profile-diff.py) as a page shows it: the machine and the forks, then a row per category
 * (in all, the cipher, parquet's crypto package, elsewhere) and per followed frame, a column per
 * encrypted mode and one for the A/A control, each pooled with its smallest and largest fork.
 */
final class ProfileSplitTable {
  private static final String[][] CATEGORIES = {
    {"total", "in all"},
    {"cipher", "in the cipher (JCA, the AES and GHASH stubs)"},
    {"parquet crypto", "in parquet's crypto package"},
    {"rest", "elsewhere"}
  };

  private ProfileSplitTable() {}

  static String of(JsonNode split) {
    JsonNode modes = split.path("modes");
    List<String> shown = new ArrayList<String>();
    for (Iterator<String> m = modes.fieldNames(); m.hasNext(); ) {
      shown.add(m.next());
    }
    if (shown.isEmpty()) {
      throw new IllegalArgumentException("no encrypted mode in it");
    }
    String machine = PublishedNumber.machine(split.path("machine"));
    if (machine == null) {
      throw new IllegalArgumentException("no machine: its run.json was not beside profiles/");
    }
    StringBuilder out = new StringBuilder(header(split, machine));
    out.append("| more samples than the plaintext file, % of its samples |");
    for (String mode : shown) {
      out.append(" `").append(mode).append("` |");
    }
    out.append(" A/A control |\n|---|");
    for (int i = 0; i <= shown.size(); i++) {
      out.append("---:|");
    }
    for (String[] c : CATEGORIES) {
      JsonNode control = modes.path(shown.get(0)).path(c[0]);
      if (control.isMissingNode()) {
        throw new IllegalArgumentException("no '" + c[0] + "' in " + shown.get(0));
      }
      out.append("\n| ").append(c[1]).append(" |");
      for (String mode : shown) {
        JsonNode s = modes.path(mode).path(c[0]);
        out.append(' ').append(cell(s.path("pooled"), s.path("perFork"))).append(" |");
      }
      out.append(' ').append(cell(control.path("control"), control.path("controlPerFork")));
      out.append(" |");
    }
    for (Iterator<String> f = split.path("frames").fieldNames(); f.hasNext(); ) {
      String frame = f.next();
      JsonNode shares = split.path("frames").path(frame);
      out.append("\n| stacks with `").append(frame).append("`, minus the plaintext file's |");
      for (String mode : shown) {
        out.append(' ').append(frameCell(shares.path(mode), shares.path("PLAINTEXT")));
        out.append(" |");
      }
      out.append(' ').append(frameCell(shares.path("CONTROL"), shares.path("PLAINTEXT")));
      out.append(" |");
    }
    return out.append('\n').toString();
  }

  /** What ran where: the machine, the profiles read, the forks and their samples. */
  private static String header(JsonNode split, String machine) {
    StringBuilder samples = new StringBuilder();
    for (Iterator<java.util.Map.Entry<String, JsonNode>> it = split.path("samples").fields();
        it.hasNext(); ) {
      java.util.Map.Entry<String, JsonNode> e = it.next();
      samples.append(samples.length() == 0 ? "" : ", ").append(e.getKey()).append(' ');
      samples.append(String.format(Locale.ROOT, "%,d", e.getValue().asLong()));
    }
    String match = split.path("match").asText("");
    return String.format(
        Locale.ROOT,
        "%s%s; `%s`%s, %d forks, async-profiler's samples of the benchmark thread (%s); "
            + "the categories pooled over the forks, a followed frame the mean of the forks' shares "
            + "(smallest to largest fork):\n\n",
        machine,
        split.path("machine").has("id")
            ? " (`" + split.path("machine").path("id").asText() + "`)"
            : "",
        split.path("profiles").asText(),
        match.isEmpty() ? "" : " matching `" + match + "`",
        split.path("forks").asInt(),
        samples);
  }

  private static String cell(JsonNode pooled, JsonNode perFork) {
    return signed(pooled.asDouble()) + " (" + range(perFork, null) + ")";
  }

  /** A frame's share in a file less the plaintext file's, the mean over forks and its range. */
  private static String frameCell(JsonNode shares, JsonNode plain) {
    if (shares.size() == 0 || shares.size() != plain.size()) {
      throw new IllegalArgumentException("a frame's shares per fork do not match the plaintext's");
    }
    double sum = 0;
    for (int i = 0; i < shares.size(); i++) {
      sum += shares.get(i).asDouble() - plain.get(i).asDouble();
    }
    return signed(sum / shares.size()) + " (" + range(shares, plain) + ")";
  }

  /** The smallest to the largest fork, each less {@code minus}'s fork where given. */
  private static String range(JsonNode perFork, JsonNode minus) {
    double lo = Double.MAX_VALUE;
    double hi = -Double.MAX_VALUE;
    for (int i = 0; i < perFork.size(); i++) {
      double v = perFork.get(i).asDouble() - (minus == null ? 0 : minus.get(i).asDouble());
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    if (perFork.size() == 0) {
      throw new IllegalArgumentException("no forks");
    }
    return signed(lo) + " to " + signed(hi);
  }

  /** Points, one decimal, with the page's minus sign. */
  private static String signed(double points) {
    String s = String.format(Locale.ROOT, "%+.1f", points);
    // A share that rounds to zero is no change, whatever side of it it lies.
    return "-0.0".equals(s) ? "+0.0" : s.replace("-", "−");
  }
}
