package org.pmebench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkDiscoveryTest {
  @TempDir Path dir;

  private static List<String> paths(List<JdkDiscovery.Candidate> candidates) {
    List<String> paths = new ArrayList<String>();
    for (JdkDiscovery.Candidate c : candidates) {
      paths.add(c.source + "=" + c.path);
    }
    return paths;
  }

  @Test
  void goodBrokenDuplicateAndMissingCandidatesAreSortedOutWithReasons() throws Exception {
    Path good = FakeJdks.good(dir.resolve("good"));
    Path broken = FakeJdks.broken(dir.resolve("broken"));
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Path link = Files.createSymbolicLink(dir.resolve("link-to-good"), good);
    Path missing = dir.resolve("missing");

    JdkDiscovery d =
        JdkDiscovery.probe(
            Arrays.asList(
                new JdkDiscovery.Candidate(good, "JAVA17_HOME"),
                new JdkDiscovery.Candidate(broken, "test"),
                new JdkDiscovery.Candidate(empty, "test"),
                new JdkDiscovery.Candidate(link, "test"),
                new JdkDiscovery.Candidate(missing, "test")));

    assertEquals(1, d.found.size());
    JdkInfo info = d.found.get(0).info;
    assertEquals(good.resolve("bin/java").toAbsolutePath().toString(), info.javaExecutable);
    assertEquals(System.getProperty("java.home"), info.javaHome);
    assertEquals(JdkInfo.majorOf(System.getProperty("java.specification.version")), info.major);
    assertEquals(System.getProperty("java.vendor"), info.vendor);
    assertEquals(System.getProperty("java.vm.name"), info.vmName);

    Map<Path, String> reasons = new HashMap<Path, String>();
    for (JdkDiscovery.Rejected r : d.rejected) {
      reasons.put(r.candidate.path, r.reason);
    }
    assertEquals(4, reasons.size());
    assertEquals("exit code 1: Error: could not find libjvm.so", reasons.get(broken));
    assertEquals("no executable bin/java in it", reasons.get(empty));
    assertEquals("same JDK as " + good, reasons.get(link));
    assertEquals("does not exist", reasons.get(missing));
  }

  @Test
  void environmentGivesJavaHomeThenTheVersionedHomesInOrder() {
    Map<String, String> env = new HashMap<String, String>();
    env.put("JAVA21_HOME", "/j21");
    env.put("JAVA8_HOME", "/j8");
    env.put("JAVA_HOME", "/jdefault");
    env.put("JAVA_HOME_EXTRA", "/ignored");
    env.put("JAVA11_HOME", "");
    assertEquals(
        Arrays.asList("JAVA_HOME=/jdefault", "JAVA8_HOME=/j8", "JAVA21_HOME=/j21"),
        paths(JdkDiscovery.fromEnvironment(env)));
  }

  @Test
  void aDirectoryOfJdksListsItsVisibleSubdirectoriesByName() throws Exception {
    Files.createDirectories(dir.resolve("zulu-11"));
    Files.createDirectories(dir.resolve("temurin-21"));
    Files.createDirectories(dir.resolve(".downloads"));
    Files.createFile(dir.resolve("notes.txt"));
    assertEquals(
        Arrays.asList(".jdks=" + dir.resolve("temurin-21"), ".jdks=" + dir.resolve("zulu-11")),
        paths(JdkDiscovery.inDirectory(dir, ".jdks")));
    assertTrue(JdkDiscovery.inDirectory(dir.resolve("absent"), ".jdks").isEmpty());
  }

  @Test
  void majorVersionsOfOldAndNewNumbering() {
    assertEquals(8, JdkInfo.majorOf("1.8"));
    assertEquals(11, JdkInfo.majorOf("11"));
    assertEquals(25, JdkInfo.majorOf("25"));
  }

  @Test
  void jdk9AndLaterExportTheJvmThreadsClockAnd23AndLaterAllowUnsafeMemoryAccess() {
    assertTrue(JvmNeeds.jvmArgs(8).isEmpty());
    assertEquals(Arrays.asList(JvmNeeds.JVM_THREADS_CLOCK), JvmNeeds.jvmArgs(17));
    assertEquals(Arrays.asList(JvmNeeds.JVM_THREADS_CLOCK), JvmNeeds.jvmArgs(21));
    assertEquals(
        Arrays.asList(JvmNeeds.JVM_THREADS_CLOCK, "--sun-misc-unsafe-memory-access=allow"),
        JvmNeeds.jvmArgs(25));
  }
}
