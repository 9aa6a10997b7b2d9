package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class ForkFailureTest {
  private static String reason(String jmhText) {
    ForkFailure f = new ForkFailure();
    for (String line : jmhText.split("\n")) {
      f.accept(line);
    }
    return f.reason();
  }

  @Test
  void anExceptionInTheBenchmarkGivesItsFirstLine() {
    assertEquals(
        "java.lang.IllegalStateException: UseAESIntrinsics is still on",
        reason(
            "# Fork: 1 of 1\n<failure>\n\njava.lang.IllegalStateException: UseAESIntrinsics is still on\n"
                + "\tat org.pmebench.jvm.VmFlagGuard.check(VmFlagGuard.java:20)\n"));
  }

  @Test
  void aDeadForkGivesItsExitCodeAndLastStderrLine() {
    assertEquals(
        "forked VM failed with exit code 1: Error: Could not create the Java Virtual Machine.",
        reason(
            "<forked VM failed with exit code 1>\n<stdout last='20 lines'>\nsome output\n</stdout>\n"
                + "<stderr last='20 lines'>\nUnrecognized option: --foo\nError: Could not create the Java Virtual Machine.\n"
                + "</stderr>\n"));
  }

  @Test
  void aForkKilledBySignalSaysWhichAndSkipsTheJvmsBanner() {
    assertEquals(
        "forked VM failed with exit code 137 (killed by signal 9, SIGKILL: kill -9, or the kernel's "
            + "out-of-memory killer)",
        reason(
            "<forked VM failed with exit code 137>\n<stdout last='20 lines'>\n"
                + "</stdout>\n<stderr last='20 lines'>\nPicked up JAVA_TOOL_OPTIONS: -XX:TieredStopAtLevel=1\n</stderr>\n"));
  }

  @Test
  void noFailureNoReason() {
    assertNull(reason("# Run complete. Total time: 00:00:02\n"));
  }
}
