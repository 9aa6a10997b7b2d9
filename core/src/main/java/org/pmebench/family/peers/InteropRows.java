package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import org.pmebench.results.JmhResult;

/**
 * The interoperability matrix in summary.json ({@code interop}): per writer, reader, mode, footer,
 * key material and AAD prefix, whether the reader got the writer's values, and if not what it said.
 */
public final class InteropRows {
  private static final ObjectMapper JSON = new ObjectMapper();

  private InteropRows() {}

  /** The rows, or null when the run checked no interoperability. */
  public static ArrayNode of(List<JmhResult> results, ArrayNode into) {
    boolean any = false;
    for (JmhResult r : results) {
      if (!r.benchmark.equals(PeerJson.INTEROP_BENCHMARK)) {
        continue;
      }
      any = true;
      // Its score says whether the reader read the writer's values: "ok" as its outcome.
      into.add(
          JSON.<JsonNode>valueToTree(
              new InteropCell(
                  r.param("writer"),
                  r.param("reader"),
                  r.param("encryption"),
                  r.param("footer"),
                  r.param("material"),
                  r.param("aadPrefix"),
                  r.param("outcome"))));
    }
    return any ? into : null;
  }
}
