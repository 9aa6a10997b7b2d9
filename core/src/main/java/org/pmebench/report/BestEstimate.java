package org.pmebench.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The estimate of an overhead row with the tightest honest interval, as the answers give it: the
 * wall-clock ratio, the thread-CPU ratio, or the cost model's prediction where the measurement's
 * interval agrees with it (overlaps) — whichever has the narrowest 95% interval. Each answer says
 * which one it is; the tables below the answers show all three.
 *
 * <p>The model's interval is that of its replayed crypto work only; what the model leaves out
 * (the page copy before decryption, allocation) is bounded only by the check against the
 * measurement. So the model answers only where that check is itself tight: a measured interval
 * of at most ±{@value #CHECK_HALF_WIDTH_POINTS} points. Against a wider one, "agrees" says little.
 */
final class BestEstimate {
  static final String WALL = "wall";
  static final String CPU = "CPU";
  static final String MODEL = "model";
  /** Half-width, in points, of the widest measured interval whose agreement lets the model answer. */
  static final double CHECK_HALF_WIDTH_POINTS = 1.5;

  /** The chosen estimate: a node with {@code ratio}, {@code low}, {@code high}. */
  final JsonNode estimate;
  /** {@link #WALL}, {@link #CPU} or {@link #MODEL}. */
  final String basis;

  private BestEstimate(JsonNode estimate, String basis) {
    this.estimate = estimate;
    this.basis = basis;
  }

  static BestEstimate of(JsonNode row) {
    BestEstimate best = new BestEstimate(row, WALL);
    JsonNode cpu = row.path("cpu");
    if (cpu.isObject() && width(cpu) < width(best.estimate)) {
      best = new BestEstimate(cpu, CPU);
    }
    // The model's prediction against the clock it was checked against (CPU where there is).
    JsonNode checkedBy = cpu.isObject() ? cpu : row;
    JsonNode model = cpu.isObject() ? row.path("model").path("cpu") : row.path("model").path("wall");
    if (model.isObject() && model.path("agrees").asBoolean(false) && width(model) < width(best.estimate)
        && width(checkedBy) <= 2 * Math.log1p(CHECK_HALF_WIDTH_POINTS / 100)) {
      best = new BestEstimate(model, MODEL);
    }
    return best;
  }

  /** Width of the interval in ln(ratio); infinite without one. */
  private static double width(JsonNode e) {
    if (!e.path("low").isNumber() || !e.path("high").isNumber()) {
      return Double.POSITIVE_INFINITY;
    }
    return Math.log(e.path("high").asDouble() / e.path("low").asDouble());
  }

  /** "+2.2% (+2.1% to +2.2%) [model]". */
  String text() {
    return OverheadTable.overhead(estimate) + " [" + basis + "]";
  }
}
