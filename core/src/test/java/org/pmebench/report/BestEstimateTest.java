package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** Which estimate of an overhead row the answers give. */
class BestEstimateTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static ObjectNode estimate(ObjectNode node, double ratio, double low, double high) {
    node.put("ratio", ratio);
    node.put("low", low);
    node.put("high", high);
    return node;
  }

  @Test
  void theNarrowestIntervalWinsAndTheModelOnlyWhereTheMeasurementAgrees() {
    ObjectNode row = estimate(MAPPER.createObjectNode(), 1.03, 0.99, 1.07);
    assertEquals(BestEstimate.WALL, BestEstimate.of(row).basis, "wall alone");
    ObjectNode cpu = estimate(row.putObject("cpu"), 1.025, 1.015, 1.035);
    assertEquals(BestEstimate.CPU, BestEstimate.of(row).basis, "CPU is tighter");
    ObjectNode model = estimate(row.putObject("model").putObject("cpu"), 1.021, 1.020, 1.022);
    model.put("agrees", true);
    BestEstimate best = BestEstimate.of(row);
    assertEquals(BestEstimate.MODEL, best.basis);
    assertEquals("+2.1% (+2.0% to +2.2%) [model]", best.text());
    model.put("agrees", false);
    assertEquals(BestEstimate.CPU, BestEstimate.of(row).basis, "a model the measurement contradicts is not used");
    model.put("agrees", true);
    estimate(cpu, 1.025, 1.00, 1.05);
    assertEquals(BestEstimate.CPU, BestEstimate.of(row).basis,
        "agreeing with a measurement of +-2.5 points is no check: the measurement answers");
    estimate(row, 1.02, 1.01, 1.03);
    row.putNull("cpu");
    ObjectNode wallModel = estimate(((ObjectNode) row.get("model")).putObject("wall"), 1.02, 1.019, 1.021);
    wallModel.put("agrees", true);
    assertEquals(BestEstimate.MODEL, BestEstimate.of(row).basis, "without CPU time, the wall model against wall");
  }
}
