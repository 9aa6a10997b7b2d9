package org.pmebench.gate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.Summary;

/** The overhead rows of a summary.json as the gate compares them: read, checked and keyed. */
final class GateRows {
  private GateRows() {}

  /** Gate key: the summary row without the JVM label, with the Java major version instead. */
  static String key(JsonNode o, boolean ignoreVariant) {
    return key(o, ignoreVariant, null);
  }

  /** The key without the parameter {@code leftOut} (null: with every parameter). */
  static String key(JsonNode o, boolean ignoreVariant, String leftOut) {
    StringBuilder s = new StringBuilder(o.path("benchmark").asText().replaceAll("^.*\\.([^.]+\\.[^.]+)$", "$1"));
    Map<String, String> params = sortedParams(o);
    if (leftOut != null) {
      params.remove(leftOut);
    }
    for (Map.Entry<String, String> p : params.entrySet()) {
      s.append(' ').append(p.getKey()).append('=').append(p.getValue());
    }
    return s.append(" | java ").append(o.path("javaMajor").asInt()).append(" | ")
        .append(ignoreVariant ? "any variant" : o.path("variant").asText()).append(" | ").append(o.path("jmhMode").asText()).append(" t").append(o.path("threads").asInt())
        .append(" | ").append(o.path("encryption").asText()).toString();
  }

  private static Map<String, String> sortedParams(JsonNode o) {
    Map<String, String> params = new TreeMap<String, String>();
    o.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
    return params;
  }

  /**
   * {@code o} as a row of {@code release} without its release parameter, or null when it is not a
   * file-family (parquet, columns) row of that release.
   */
  static JsonNode ofRelease(JsonNode o, String release) {
    String benchmark = o.path("benchmark").asText();
    if (!benchmark.startsWith("org.pmebench.parquet.") && !benchmark.startsWith("org.pmebench.parking.")) {
      return null;
    }
    String rowRelease = o.path("params").path(Gate.RELEASE_PARAM).asText(ParquetReleases.BUILT_IN);
    if (!rowRelease.equals(release)) {
      return null;
    }
    ObjectNode copy = o.deepCopy();
    if (copy.path("params").isObject()) {
      ((ObjectNode) copy.get("params")).remove(Gate.RELEASE_PARAM);
    }
    return copy;
  }

  static Map<String, JsonNode> overheads(Path file, boolean ignoreVariant, String release)
      throws InvalidResultsException {
    JsonNode root = readJson(file);
    String schema = root == null ? "" : root.path("schema").asText();
    if (!Summary.SCHEMA_ID.equals(schema) && !Summary.SCHEMA_2_ID.equals(schema)) {
      throw new InvalidResultsException(file + ": not a pme-bench summary (schema " + Summary.SCHEMA_ID
          + "); make one with pmebench summarize");
    }
    Map<String, JsonNode> rows = new TreeMap<String, JsonNode>();
    for (JsonNode row : root.path("overheads")) {
      JsonNode o = release == null ? row : ofRelease(row, release);
      if (o == null) {
        continue;
      }
      if (!o.path("ratio").isNumber() || o.path("ratio").asDouble() <= 0) {
        throw new InvalidResultsException(file + ": overhead row " + o.path("id").asText() + " has no valid ratio");
      }
      String key = key(o, ignoreVariant);
      refuseBiasedControl(file, key, o);
      if (rows.put(key, o) != null) {
        throw new InvalidResultsException(file + ": two rows for " + key + (ignoreVariant
            ? " (both variants in one run: gate a run of one variant when ignoring variants)"
            : " (two JVMs of one Java version?); gate one of them"));
      }
    }
    if (rows.isEmpty() && release != null) {
      throw new InvalidResultsException(file + ": no parquet or columns rows of parquet-java " + release);
    }
    if (rows.isEmpty()) {
      throw new InvalidResultsException(file + ": no overhead ratios to gate (no encrypted results with a plaintext "
          + "partner)");
    }
    return rows;
  }

  /** A summary file's JSON, or why it cannot be read. */
  static JsonNode readJson(Path file) throws InvalidResultsException {
    try {
      return new ObjectMapper().readTree(file.toFile());
    } catch (IOException e) {
      throw new InvalidResultsException(file + ": not readable JSON: " + e.getMessage());
    }
  }

  /**
   * A row whose A/A control is biased (two identical plaintext files differed in the same rounds)
   * measured its rounds with a bias the encrypted ratio carries too: neither a pass nor a failure
   * can be read from it, so the gate stops (exit 2) and names the row.
   */
  private static void refuseBiasedControl(Path file, String key, JsonNode o) throws InvalidResultsException {
    JsonNode control = o.path("control");
    if (!Summary.CONTROL_BIASED.equals(control.path("verdict").asText())) {
      return;
    }
    JsonNode e = control.path("cpu").isObject() ? control.path("cpu") : control.path("wall");
    throw new InvalidResultsException(String.format(Locale.ROOT, "%s: row %s: its A/A control is biased (second "
        + "plaintext file over the first %.4f, 95%% interval %.4f to %.4f): the rounds favour one of two identical "
        + "files, so this row's ratio carries that bias; measure it again before gating", file, key,
        e.path("ratio").asDouble(), e.path("low").asDouble(), e.path("high").asDouble()));
  }
}
