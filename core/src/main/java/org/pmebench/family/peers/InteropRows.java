package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.pmebench.results.JmhResult;

/**
 * The interoperability matrix in summary.json ({@code interop}): per writer, reader, mode, footer,
 * key material and AAD prefix, whether the reader got the writer's values, and if not what it said.
 */
public final class InteropRows {
  private InteropRows() {}

  /** The rows, or null when the run checked no interoperability. */
  public static ArrayNode of(List<JmhResult> results, ArrayNode into) {
    boolean any = false;
    for (JmhResult r : results) {
      if (!r.benchmark.equals(PeerJson.INTEROP_BENCHMARK)) {
        continue;
      }
      any = true;
      ObjectNode o = into.addObject();
      for (String p : new String[] {"writer", "reader", "encryption", "footer", "material", "outcome"}) {
        o.put(p, r.param(p));
      }
      // Runs before the matrix had its AAD-prefixed file have none.
      o.put("aadPrefix", r.param("aadPrefix") == null ? InteropCell.NO_AAD_PREFIX : r.param("aadPrefix"));
      o.put("ok", r.score >= 1);
    }
    return any ? into : null;
  }
}
