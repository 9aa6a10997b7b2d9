package org.pmebench.run;

import java.util.List;

/**
 * A step a run adds once, after every family's steps, from the run's settings and the families it
 * chose: it measures for the families, not as one (the floor under their cost models, the tamper
 * matrix beside their overheads). Registered beside the families in {@code
 * org.pmebench.family.Families}, so the command that plans a run names none.
 */
public interface RunWidePart {
  /** This run's step, or null when its settings or families leave it out. */
  RunStep step(RunSettings settings, List<BenchmarkFamily<?>> chosen);
}
