package org.pmebench.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * What {@code otava analyze --output json} printed, one JSON object a test ({@code {"s001":
 * [{"time", "attributes", "changes": [{"metric", "index", "mean_before", ...}]}]}}), as change
 * points of the series the tests were written from.
 */
public final class OtavaOutput {
  private OtavaOutput() {}

  /** The change points in {@code printed}; a line that is not a JSON object is passed over. */
  public static List<ChangePoint> changePoints(String printed, OtavaInput input)
      throws IOException {
    List<ChangePoint> found = new ArrayList<ChangePoint>();
    ObjectMapper json = new ObjectMapper();
    for (String line : printed.split("\n")) {
      if (!line.trim().startsWith("{")) {
        continue;
      }
      Iterator<Map.Entry<String, JsonNode>> tests = json.readTree(line).fields();
      while (tests.hasNext()) {
        Map.Entry<String, JsonNode> test = tests.next();
        HistorySeries series = input.tests.get(test.getKey());
        if (series == null) {
          throw new IOException("Otava answered for a test it was not given: " + test.getKey());
        }
        for (JsonNode group : test.getValue()) {
          for (JsonNode change : group.path("changes")) {
            found.add(changePoint(series, change));
          }
        }
      }
    }
    return found;
  }

  private static ChangePoint changePoint(HistorySeries series, JsonNode c) {
    double[] sides = {
      number(c, "mean_before"),
      number(c, "stddev_before"),
      number(c, "mean_after"),
      number(c, "stddev_after")
    };
    return new ChangePoint(
        series, c.path("metric").asText(), c.path("index").asInt(), sides, number(c, "pvalue"));
  }

  /** Otava writes its numbers as strings ("4.933000"). */
  private static double number(JsonNode c, String field) {
    JsonNode n = c.path(field);
    return n.isNumber() ? n.asDouble() : Double.parseDouble(n.asText("NaN"));
  }
}
