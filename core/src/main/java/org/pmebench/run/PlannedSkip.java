package org.pmebench.run;

/** Something a run does not measure on one JVM, known before it starts, with the reason. */
public final class PlannedSkip {
  /** The invocation id it would have had. */
  public final String id;

  /** The JVM's label, null when unlabelled. */
  public final String jvmLabel;

  public final String reason;

  public PlannedSkip(String id, String jvmLabel, String reason) {
    this.id = id;
    this.jvmLabel = jvmLabel;
    this.reason = reason;
  }
}
