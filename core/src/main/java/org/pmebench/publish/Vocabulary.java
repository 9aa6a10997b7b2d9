package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words a published number's label is made of, kept in the manifest beside the numbers, so that
 * the code names no family: which clock a field is (by the field's name and, where one field means
 * different clocks, by the row), which parameter names the workload, and what a benchmark's
 * replicates are called (JVM forks, Spark applications, peer processes).
 */
final class Vocabulary {
  private final JsonNode root;

  Vocabulary(JsonNode root) {
    this.root = root;
  }

  /**
   * The clock of {@code field} (its last segment) in {@code row}; null where the vocabulary has
   * none.
   */
  String clock(String field, JsonNode row) {
    for (JsonNode c : root.path("clocks")) {
      if (c.path("field").asText().equals(field) && matches(row, c.path("when"))) {
        return c.path("name").asText();
      }
    }
    return null;
  }

  /**
   * The row's workload: each of the vocabulary's workload parameters the row has, renamed or
   * formatted as the vocabulary says (e.g. spec R1, "2 of 19 columns", "20 ms per request"), joined
   * by commas.
   */
  String workload(JsonNode row) {
    List<String> parts = new ArrayList<String>();
    for (JsonNode p : root.path("workloads")) {
      JsonNode v = row.path("params").path(p.path("param").asText());
      // "onlyNamed": a parameter whose values are paths (a user's file) names only those it lists.
      if (v.isTextual() && (!p.path("onlyNamed").asBoolean() || p.path("names").has(v.asText()))) {
        String named = p.path("names").path(v.asText()).asText(v.asText());
        parts.add(
            p.has("format") ? String.format(Locale.ROOT, p.path("format").asText(), named) : named);
      }
    }
    return parts.isEmpty() ? null : String.join(", ", parts);
  }

  /** What one replicate of {@code benchmark} is called (plural), by the longest matching prefix. */
  String replicates(String benchmark) {
    return byPrefix("replicates", benchmark, "forks");
  }

  /**
   * The cipher a benchmark without an encryption mode times (e.g. "AES-GCM"), by prefix; null if
   * none.
   */
  String cipher(String benchmark) {
    return byPrefix("ciphers", benchmark, null);
  }

  private String byPrefix(String list, String benchmark, String otherwise) {
    String name = otherwise;
    int longest = -1;
    for (JsonNode r : root.path(list)) {
      String prefix = r.path("benchmark").asText("");
      if (benchmark.startsWith(prefix) && prefix.length() > longest) {
        longest = prefix.length();
        name = r.path("name").asText();
      }
    }
    return name;
  }

  /** Whether every dotted path in {@code when} has that text in {@code row}. */
  static boolean matches(JsonNode row, JsonNode when) {
    for (Iterator<Map.Entry<String, JsonNode>> it = when.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!e.getValue().asText().equals(text(row, e.getKey()))) {
        return false;
      }
    }
    return true;
  }

  /** The text at a dotted path ("params.spec"), null where there is none. */
  static String text(JsonNode node, String path) {
    JsonNode n = at(node, path);
    return n.isValueNode() ? n.asText() : null;
  }

  static JsonNode at(JsonNode node, String path) {
    JsonNode n = node;
    for (String part : path.split("\\.")) {
      n = n.path(part);
    }
    return n;
  }
}
