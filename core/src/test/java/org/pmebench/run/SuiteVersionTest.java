package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a run records of the suite's source. */
class SuiteVersionTest {
  @Test
  void theCommitSaysWhenTheWorkTreeHadUncommittedChanges() {
    String commit = SuiteVersion.gitCommit();
    assertTrue(commit.equals("unknown") || commit.matches("[0-9a-f]{12}(\\+uncommitted)?"), commit);
  }
}
