package org.pmebench.run;

/**
 * A step a run adds once, after every family's steps, from the run's settings alone: it measures
 * for the families, not as one (the floor under their cost models). Registered beside the families
 * in {@code org.pmebench.family.Families}, so the command that plans a run names none.
 */
public interface RunWidePart {
  /** This run's step, or null when its settings leave it out. */
  RunStep step(RunSettings settings);
}
