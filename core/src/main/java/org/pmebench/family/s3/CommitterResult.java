package org.pmebench.family.s3;

import java.util.ArrayList;
import java.util.List;

/** What the committer application writes back: every job's outcome, or why it could not run. */
public final class CommitterResult {
  public String sparkVersion;
  public String hadoopVersion;
  public String javaVersion;
  public String javaVmName;

  /**
   * What serves PME's ciphers in the application, checked before its first job (CheckedProvider).
   */
  public String providerRuns;

  public List<CommitterOutcome> outcomes = new ArrayList<CommitterOutcome>();
  public String failure;
}
