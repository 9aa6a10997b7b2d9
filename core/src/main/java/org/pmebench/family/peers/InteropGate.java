package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.gate.Gate;
import org.pmebench.gate.RowCheck;
import org.pmebench.results.InvalidResultsException;

/**
 * The gate for the interoperability matrix ({@code interop}, the peers family): a cell whose
 * reader read the writer's values in the baseline and does not now fails. Cells are matched by
 * implementation, not version, so a run on a new pyarrow or parquet-java gates against the old
 * one's cells; a cell that failed in both is listed as known, not failed.
 */
public final class InteropGate extends RowCheck<InteropGate.Row> {
  /** One writer, reader, mode, footer, key material and (where stored) AAD prefix. */
  public static final class Row implements RowCheck.Row {
    public final String key;
    /** Null where that side has no such cell. */
    public final JsonNode baseline;
    public final JsonNode current;

    Row(String key, JsonNode baseline, JsonNode current) {
      this.key = key;
      this.baseline = baseline;
      this.current = current;
    }

    @Override
    public boolean fails() {
      return baseline != null && current != null && baseline.path("ok").asBoolean() && !current.path("ok").asBoolean();
    }
  }

  private InteropGate() {}

  public static InteropGate compare(Path baselineFile, Path currentFile) throws InvalidResultsException {
    Map<String, JsonNode> base = cells(baselineFile);
    Map<String, JsonNode> cur = cells(currentFile);
    InteropGate gate = new InteropGate();
    pair(cur, base, (key, c, b) -> gate.rows.add(new Row(key, b, c)));
    return gate;
  }

  static Map<String, JsonNode> cells(Path file) throws InvalidResultsException {
    Map<String, JsonNode> cells = new TreeMap<String, JsonNode>();
    for (JsonNode c : Gate.readJson(file).path("interop")) {
      String key = String.format(Locale.ROOT, "%s → %s %s footer=%s material=%s", implementation(c.path("writer")),
          implementation(c.path("reader")), c.path("encryption").asText(), c.path("footer").asText(),
          c.path("material").asText()) + ("stored".equals(c.path("aadPrefix").asText()) ? " aad=stored" : "");
      if (cells.put(key, c) != null) {
        throw new InvalidResultsException(file + ": two interop cells for " + key);
      }
    }
    return cells;
  }

  /** "pyarrow 26.0.1" → "pyarrow": upgrades compare with the cells of the version before. */
  private static String implementation(JsonNode versioned) {
    String s = versioned.asText();
    int space = s.indexOf(' ');
    return space < 0 ? s : s.substring(0, space);
  }

  /** Only the cells worth a reader's attention: failing now or before, and cells that went missing. */
  public String toMarkdown() {
    StringBuilder md = new StringBuilder();
    for (Row r : rows) {
      boolean failedBefore = r.baseline != null && !r.baseline.path("ok").asBoolean();
      boolean failsNow = r.current != null && !r.current.path("ok").asBoolean();
      if (failedBefore || failsNow || r.current == null) {
        md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s |%n", r.key, outcome(r.baseline), outcome(r.current),
            r.fails() ? "FAIL no longer reads" : r.current == null ? "missing" : failsNow ? "fails, as in the baseline"
                : "reads now"));
      }
    }
    if (md.length() == 0) {
      return "";
    }
    return (passed() ? "### Interoperability: no cell stopped reading\n\n" : "### Interoperability: **a cell stopped "
        + "reading**\n\n") + "| writer → reader, file | baseline | current | verdict |\n|---|---|---|---|\n" + md;
  }

  private static String outcome(JsonNode cell) {
    if (cell == null) {
      return "-";
    }
    return (cell.path("ok").asBoolean() ? "ok" : cell.path("outcome").asText()) + " (" + cell.path("writer").asText()
        + " → " + cell.path("reader").asText() + ")";
  }

  @Override
  public String failure() {
    return "An implementation no longer reads another's files (table at the end).";
  }

  @Override
  public String table() {
    return toMarkdown();
  }
}
