package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.pmebench.summary.SummaryFile;

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
  void theNarrowerMeasuredIntervalWinsAndTheModelNeverAnswers() {
    ObjectNode row = estimate(MAPPER.createObjectNode(), 1.03, 0.99, 1.07);
    assertEquals(BestEstimate.WALL, BestEstimate.of(SummaryFile.row(row)).basis, "wall alone");
    ObjectNode cpu = estimate(row.putObject("cpu"), 1.025, 1.015, 1.035);
    BestEstimate best = BestEstimate.of(SummaryFile.row(row));
    assertEquals(BestEstimate.CPU, best.basis, "CPU is tighter");
    assertEquals("+2.5% (+1.5% to +3.5%) [CPU]", best.text());
    ObjectNode model = estimate(row.putObject("model").putObject("cpu"), 1.021, 1.020, 1.022);
    model.put("agrees", true);
    assertEquals(
        BestEstimate.CPU,
        BestEstimate.of(SummaryFile.row(row)).basis,
        "an agreeing model with a narrower interval still does not answer: it leaves out known work");
    estimate(cpu, 1.025, 0.95, 1.10);
    assertEquals(BestEstimate.WALL, BestEstimate.of(SummaryFile.row(row)).basis, "wall is tighter");
  }
}
