package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One published number: a field of one row of one committed summary, as the manifest names it, with
 * what it is read from that row and summary (its facets: workload, mode, clock, provider, JVM,
 * parquet-java release, replicates, steady state, machine, host), never from the text around it.
 */
final class PublishedNumber {
  /** The facets in the order a label says them. */
  static final String[] FACETS = {
    "workload",
    "mode",
    "op",
    "chunk",
    "threads",
    "clock",
    "provider",
    "jvm",
    "release",
    "replicates",
    "warmup",
    "steady",
    "machine",
    "host"
  };

  private static final ObjectMapper JSON = new ObjectMapper();

  final String name;
  final String file;
  final String as;
  final double value;
  final double low;
  final double high;
  final Map<String, String> facets = new LinkedHashMap<String, String>();

  private PublishedNumber(
      String name, String file, String as, double value, double low, double high) {
    this.name = name;
    this.file = file;
    this.as = as;
    this.value = value;
    this.low = low;
    this.high = high;
  }

  /**
   * Resolves {@code spec} (file, in, where, field, as, says) against the summary under {@code
   * root}.
   */
  static PublishedNumber of(String name, JsonNode spec, Path root, Vocabulary words) {
    String file = spec.path("file").asText();
    JsonNode summary = read(root, file, name);
    String in = spec.path("in").asText("overheads");
    List<JsonNode> rows = new ArrayList<JsonNode>();
    // An array of rows (overheads, results), or one object that is the row (the run's floor).
    for (JsonNode row :
        summary.path(in).isObject()
            ? Collections.singletonList(summary.path(in))
            : summary.path(in)) {
      if (matches(row, spec.path("where"))) {
        rows.add(row);
      }
    }
    if (rows.size() != 1) {
      throw new PublishException(
          name
              + ": "
              + rows.size()
              + " rows of "
              + file
              + " "
              + in
              + " match "
              + spec.path("where")
              + "; name exactly one");
    }
    JsonNode row = rows.get(0);
    String field = spec.path("field").asText();
    JsonNode v = Vocabulary.at(row, field);
    String as = spec.path("as").asText("overhead");
    PublishedNumber n;
    if (v.isObject() && (v.has("ratio") || v.has("value"))) {
      // An estimate: a ratio (or else a value) with the bounds of its interval, where it has them.
      n =
          new PublishedNumber(
              name,
              file,
              as,
              v.path(v.has("ratio") ? "ratio" : "value").asDouble(),
              v.path("low").asDouble(Double.NaN),
              v.path("high").asDouble(Double.NaN));
    } else if (v.isNumber()) {
      n = new PublishedNumber(name, file, as, v.asDouble(), Double.NaN, Double.NaN);
    } else {
      throw new PublishException(
          name + ": " + file + " has no number at " + field + " in " + row.path("id").asText());
    }
    n.describe(row, v, field, summary, root, words);
    n.checkSays(spec.path("says"));
    return n;
  }

  private static JsonNode read(Path root, String file, String name) {
    try {
      return JSON.readTree(Files.readAllBytes(root.resolve(file)));
    } catch (IOException e) {
      throw new PublishException(name + ": cannot read " + file + ": " + e.getMessage());
    }
  }

  /**
   * A row matches when each dotted path has that text; "benchmark" also matches its last two parts.
   */
  private static boolean matches(JsonNode row, JsonNode where) {
    for (Iterator<Map.Entry<String, JsonNode>> it = where.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String actual = Vocabulary.text(row, e.getKey());
      String wanted = e.getValue().asText();
      // "" asks for a row without the field (the built-in release's row has no parquet parameter).
      boolean ok =
          wanted.equals(actual)
              || wanted.isEmpty() && actual == null
              || "benchmark".equals(e.getKey()) && actual != null && actual.endsWith("." + wanted);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private void describe(
      JsonNode row, JsonNode v, String field, JsonNode summary, Path root, Vocabulary words) {
    String benchmark = row.path("benchmark").asText();
    put("workload", words.workload(row));
    put(
        "mode",
        row.path("encryption").isTextual()
            ? "`" + row.path("encryption").asText() + "`"
            : words.cipher(benchmark));
    String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
    put("op", "encrypt".equals(method) || "decrypt".equals(method) ? method : null);
    put(
        "chunk",
        Vocabulary.text(row, "params.chunkSize") == null
            ? null
            : Vocabulary.text(row, "params.chunkSize").replace("KiB", " KiB").replace("MiB", " MiB")
                + " chunks");
    put(
        "threads",
        row.path("jmhMode").asText().equals("thrpt")
            ? row.path("threads").asInt()
                + " thread"
                + (row.path("threads").asInt() == 1 ? "" : "s")
            : null);
    String last = field.substring(field.lastIndexOf('.') + 1);
    put("clock", words.clock(last, row));
    String provider = row.path("provider").asText(Vocabulary.text(row, "params.provider"));
    put("provider", provider);
    String implementation = Vocabulary.text(row, "params.implementation");
    put(
        "jvm",
        implementation != null
            ? implementation + " " + Vocabulary.text(row, "params.version")
            : row.path("javaMajor").isNumber() ? "Java " + row.path("javaMajor").asInt() : null);
    put(
        "release",
        Vocabulary.text(row, "params.parquet") == null
            ? null
            : "parquet-java " + Vocabulary.text(row, "params.parquet"));
    put("replicates", replicates(row, v, words.replicates(benchmark)));
    put("warmup", warmup(row.path("warmup")));
    JsonNode steady =
        v.path("steadyState").isObject() ? v.path("steadyState") : row.path("steadyState");
    String kind = steady.path("class").asText(null);
    // Short, as the README's answers are (docs/results.md says what each class is): "steady" is the
    // classifier's
    // "flat", "not steady (slowdown)" any other class.
    put(
        "steady",
        kind == null || !v.isObject()
            ? null
            : "flat".equals(kind)
                ? "steady"
                : "no steady state".equals(kind) ? "not steady" : "not steady (" + kind + ")");
    put("machine", machine(summary.path("machine")));
    put("host", host(summary, root));
  }

  private static String replicates(JsonNode row, JsonNode v, String forks) {
    String interval = v.path("interval").asText(row.path("interval").asText(""));
    int n = v.path("replicates").asInt(0);
    if ("runs".equals(interval)) {
      return (n > 0 ? n : row.path("replicates").asInt()) + " runs combined";
    }
    int f =
        n > 0
            ? n
            : row.path("forks")
                .asInt(
                    v.path("steadyState")
                        .path("forks")
                        .asInt(row.path("steadyState").path("forks").asInt(0)));
    if (f > 0) {
      return f + " " + (f == 1 ? forks.replaceAll("(es|s)$", "") : forks);
    }
    if (row.path("samples").isNumber()) {
      return row.path("samples").asInt() + " JMH samples";
    }
    return null;
  }

  /**
   * The forks' warm-up, where the row says it: "12 s warm-up", or how long the warm-ups until the
   * JIT was quiet took and in how many forks it went quiet before the bound.
   */
  static String warmup(JsonNode w) {
    if (!w.path("seconds").isArray() || w.path("seconds").size() == 0) {
      return null;
    }
    double lo = Double.MAX_VALUE;
    double hi = 0;
    for (JsonNode s : w.path("seconds")) {
      lo = Math.min(lo, s.asDouble());
      hi = Math.max(hi, s.asDouble());
    }
    String a = String.format(Locale.ROOT, "%.0f", lo);
    String b = String.format(Locale.ROOT, "%.0f", hi);
    String range = a.equals(b) ? a : a + "–" + b;
    if (!w.path("quietForks").isNumber()) {
      return range + " s warm-up";
    }
    return String.format(
        Locale.ROOT,
        "quiet warm-up %s s (%d of %d forks quiet)",
        range,
        w.path("quietForks").asInt(),
        w.path("forks").asInt());
  }

  /**
   * The processor: its family and model where the run identified it; else model name and kernel
   * build.
   */
  static String machine(JsonNode m) {
    if (m.isMissingNode() || m.isNull()) {
      return null;
    }
    // "EPYC", "Xeon": the model names the vendor, and an answer has few words to spare.
    String name =
        m.path("cpuModel")
            .asText("")
            .replace("(R)", "")
            .replace(" Processor", "")
            .trim()
            .replaceFirst("^(AMD|Intel) (?=\\S)", "");
    if (m.has("id")) {
      return String.format(
          Locale.ROOT,
          "%s family %d model %d",
          name,
          m.path("cpuFamily").asInt(),
          m.path("cpuModelNumber").asInt());
    }
    String os = m.path("os").asText("");
    String kernel = os.replaceAll("^.*-([^- ]+) \\S+$", "$1");
    return name + (kernel.equals(os) ? "" : " " + kernel);
  }

  /**
   * The neighbours' share of the CPUs while measuring: the run's, or the range over the runs
   * combined.
   */
  private static String host(JsonNode summary, Path root) {
    double lo = Double.MAX_VALUE;
    double hi = -1;
    List<JsonNode> hosts = new ArrayList<JsonNode>();
    if (summary.path("combinedFrom").size() > 0) {
      for (JsonNode from : summary.path("combinedFrom")) {
        try {
          hosts.add(
              JSON.readTree(Files.readAllBytes(root.resolve(from.path("summary").asText())))
                  .path("host"));
        } catch (IOException e) {
          return null;
        }
      }
    } else {
      hosts.add(summary.path("host"));
    }
    for (JsonNode h : hosts) {
      if (!h.path("neighbours").isNumber()) {
        return null;
      }
      lo = Math.min(lo, 100 * h.path("neighbours").asDouble());
      hi = Math.max(hi, 100 * h.path("neighbours").asDouble());
    }
    String a = String.format(Locale.ROOT, lo < 10 ? "%.1f" : "%.0f", lo);
    String b = String.format(Locale.ROOT, hi < 10 ? "%.1f" : "%.0f", hi);
    return "neighbours " + (a.equals(b) ? a : a + "–" + b) + "%";
  }

  private void put(String facet, String text) {
    if (text != null && !text.isEmpty()) {
      facets.put(facet, text);
    }
  }

  /** What the manifest says the number is must be what its row says it is. */
  private void checkSays(JsonNode says) {
    for (Iterator<Map.Entry<String, JsonNode>> it = says.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String actual = facets.get(e.getKey());
      if (actual == null || !actual.replace("`", "").equals(e.getValue().asText())) {
        throw new PublishException(
            name
                + ": the manifest says "
                + e.getKey()
                + " \""
                + e.getValue().asText()
                + "\", its row in "
                + file
                + " says "
                + (actual == null ? "nothing" : "\"" + actual + "\""));
      }
    }
  }

  /** The number in bold with its interval, e.g. "**+6.9%** (+6.7 to +7.0)". */
  String render() {
    String v = "**" + format(value) + unit() + "**";
    return Double.isNaN(low) || Double.isNaN(high)
        ? v
        : v + " (" + format(low) + " to " + format(high) + ")";
  }

  /** The value alone in the number's form, without bold or unit, e.g. "+6.9". */
  String format(double x) {
    switch (as) {
      case "overhead":
        return signed(100 * (x - 1));
      case "quotient":
        return String.format(Locale.ROOT, "%.2f", x);
      case "GB/s":
        return String.format(Locale.ROOT, "%.1f", x / 1000);
      case "µs":
        return String.format(Locale.ROOT, "%.0f", x);
      case "ns":
        return String.format(Locale.ROOT, "%.2f", x);
      default:
        throw new PublishException(
            name + ": unknown form \"" + as + "\" (overhead, quotient, GB/s, µs, ns)");
    }
  }

  String unit() {
    return "overhead".equals(as) ? "%" : "quotient".equals(as) ? "" : " " + as;
  }

  static String signed(double points) {
    String s = String.format(Locale.ROOT, "%.1f", Math.abs(points));
    if ("0.0".equals(s)) {
      return "±0.0";
    }
    return (points < 0 ? "−" : "+") + s;
  }
}
