package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.jvm.FakeJdks;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;

/**
 * A real (tiny) run on two different JDKs of this machine, with a third JDK that cannot fork in
 * between.
 */
class MultiJvmRunTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void eachJvmGetsItsOwnTaggedResultsAndABrokenOneIsSkippedWithItsReason() throws Exception {
    String current = RunCommandTest.currentMajor();
    JdkInfo other = null;
    for (JdkDiscovery.Found f :
        JdkDiscovery.probe(
                JdkDiscovery.standardCandidates(
                    Collections.<Path>emptyList(), System.getenv(), Paths.get(".")))
            .found) {
      if (!Integer.toString(f.info.major).equals(current)) {
        other = f.info;
        break;
      }
    }
    assumeTrue(
        other != null, "needs a second JDK of another version (e.g. Temurin 25 in /usr/lib/jvm)");
    Path failing = FakeJdks.failingForks(dir.resolve("fake-jdk"));
    Path out = dir.resolve("run");

    CliRun run =
        CliRun.of(
            "run",
            "--profile=smoke",
            "--families=cipher",
            "--algorithms=gcm",
            "--operations=encrypt",
            "--providers=SunJCE",
            "--sizes=1KiB",
            "--no-cold",
            "--variants=intrinsics-on",
            "--jvm=" + System.getProperty("java.home") + "," + failing + "," + other.javaHome,
            "--output=" + out);

    assertEquals(
        1, run.code, "a skipped JMH run makes the exit code 1 after the rest has run: " + run.err);
    String mine = "jdk" + current;
    String theirs = "jdk" + other.major;
    Path myFile = out.resolve(mine + "-cipher-warm-intrinsics-on-t1.json");
    Path theirFile = out.resolve(theirs + "-cipher-warm-intrinsics-on-t1.json");
    assertTrue(Files.exists(myFile), myFile.toString());
    assertTrue(Files.exists(theirFile), "the JVM after the broken one still ran: " + theirFile);
    assertFalse(Files.exists(out.resolve(mine + "-2-cipher-warm-intrinsics-on-t1.json")));

    // What JMH itself recorded inside each fork proves which JVM ran it.
    JsonNode mineJmh = JSON.readTree(myFile.toFile()).get(0);
    JsonNode theirJmh = JSON.readTree(theirFile.toFile()).get(0);
    assertEquals(System.getProperty("java.version"), mineJmh.path("jdkVersion").asText());
    assertTrue(
        other.runtimeVersion.startsWith(theirJmh.path("jdkVersion").asText()),
        other.runtimeVersion + " vs " + theirJmh.path("jdkVersion"));
    assertTrue(
        theirJmh.path("jvm").asText().startsWith(other.javaHome), theirJmh.path("jvm").asText());

    JsonNode manifest = JSON.readTree(out.resolve("run.json").toFile());
    assertEquals("complete except 1 skipped run(s)", manifest.path("status").asText());
    assertEquals(other.vendor, manifest.path("jvms").path(theirs).path("vendor").asText());
    assertEquals(other.vmName, manifest.path("jvms").path(theirs).path("vmName").asText());
    assertEquals(other.major, manifest.path("jvms").path(theirs).path("major").asInt());
    assertTrue(manifest.path("jvms").has(mine + "-2"), "the fake JDK is a second JDK " + current);
    assertTrue(manifest.path("machine").path("cpuModel").asText().length() > 0);
    assertTrue(manifest.path("machine").path("cores").asInt() > 0);
    assertTrue(manifest.path("suite").path("version").asText().length() > 0);

    assertEquals(2, manifest.path("resultFiles").size());
    for (JsonNode entry : manifest.path("resultFiles")) {
      String label = entry.path("jvm").asText();
      assertEquals(label + "-cipher-warm-intrinsics-on-t1.json", entry.path("file").asText());
      assertEquals("intrinsics-on", entry.path("variant").asText());
      assertEquals(
          manifest.path("jvms").path(label).path("version").asText(),
          entry.path("javaVersion").asText());
      assertTrue(entry.path("jvmArgs").toString().contains("-Xmx"), entry.toString());
    }
    JsonNode skipped = manifest.path("skipped").get(0);
    assertEquals(mine + "-2-cipher-warm-intrinsics-on-t1", skipped.path("run").asText());
    assertEquals(mine + "-2", skipped.path("jvm").asText());
    assertFalse(skipped.path("reason").asText().isEmpty());
    assertTrue(
        run.err.contains("pmebench: skipped " + mine + "-2-cipher-warm-intrinsics-on-t1"), run.err);
  }
}
