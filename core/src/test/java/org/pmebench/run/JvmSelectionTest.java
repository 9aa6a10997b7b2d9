package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cli.RunCommandTest;
import org.pmebench.jvm.FakeJdks;

class JvmSelectionTest {
  @TempDir Path dir;

  private static final String MAJOR = RunCommandTest.currentMajor();

  @Test
  void noValueMeansTheJvmRunningPmebench() {
    JvmSelection s = JvmSelection.resolve(null, Collections.<String, String>emptyMap(), dir);
    assertEquals(Collections.singletonList("jdk" + MAJOR), new ArrayList<String>(s.jvms.keySet()));
    assertEquals(System.getProperty("java.home"), s.jvms.get("jdk" + MAJOR).javaHome);
  }

  @Test
  void twoJdksOfOneReleaseGetNumberedLabelsAndTheSameJavaTwiceRunsOnce() throws Exception {
    Path a = FakeJdks.good(dir.resolve("a"));
    Path b = FakeJdks.good(dir.resolve("b"));
    Path aAgain = Files.createSymbolicLink(dir.resolve("a-link"), a);
    JvmSelection s =
        JvmSelection.resolve(
            Arrays.asList(a.toString(), b.toString(), aAgain.toString()),
            Collections.<String, String>emptyMap(),
            dir);
    assertEquals(
        Arrays.asList("jdk" + MAJOR, "jdk" + MAJOR + "-2"), new ArrayList<String>(s.jvms.keySet()));
    assertEquals(
        b.resolve("bin/java").toAbsolutePath().toString(),
        s.jvms.get("jdk" + MAJOR + "-2").javaExecutable);
  }

  @Test
  void aReleaseIsLookedUpThroughItsEnvironmentVariable() throws Exception {
    Path fake = FakeJdks.good(dir.resolve("fake"));
    JvmSelection s =
        JvmSelection.resolve(
            Collections.singletonList(MAJOR),
            Collections.singletonMap("JAVA" + MAJOR + "_HOME", fake.toString()),
            dir);
    assertEquals(
        fake.resolve("bin/java").toAbsolutePath().toString(),
        s.jvms.get("jdk" + MAJOR).javaExecutable);
  }

  @Test
  void aJdkThatCannotRunTheBenchmarksIsAUserError() throws Exception {
    Path broken = FakeJdks.broken(dir.resolve("broken"));
    UserError e =
        assertThrows(
            UserError.class,
            () ->
                JvmSelection.resolve(
                    Collections.singletonList(broken.toString()),
                    Collections.<String, String>emptyMap(),
                    dir));
    assertEquals(
        "--jvm "
            + broken
            + " ("
            + broken.resolve("bin/java").toAbsolutePath()
            + ") cannot run the benchmarks: exit code 1: Error: could not find libjvm.so",
        e.getMessage());
  }
}
