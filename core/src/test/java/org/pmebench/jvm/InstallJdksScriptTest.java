package org.pmebench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/install-jdks.sh's JDK 8 path against a fake Debian archive built on the spot (no
 * network): install, idempotence, and the errors a user meets when sid has moved on.
 */
class InstallJdksScriptTest {
  private static final Path SCRIPT = Paths.get("scripts", "install-jdks.sh").toAbsolutePath();
  private static final Path FIXTURE =
      Paths.get("core", "src", "test", "resources", "install-jdks", "make-fake-archive.sh")
          .toAbsolutePath();

  @TempDir Path dir;
  private String debs;
  private Path jdks;

  static final class Result {
    final int exit;
    final String out;
    final String err;

    Result(int exit, String out, String err) {
      this.exit = exit;
      this.out = out;
      this.err = err;
    }
  }

  private static boolean onPath(String tool) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Paths.get(d, tool))) {
        return true;
      }
    }
    return false;
  }

  @BeforeEach
  void fakeArchive() throws Exception {
    assumeTrue(
        onPath("apt-get") && onPath("dpkg-deb") && onPath("bash"),
        "needs apt-get and dpkg (Debian)");
    Result made =
        run(
            Arrays.asList("bash", FIXTURE.toString(), dir.toString()),
            new HashMap<String, String>());
    assertEquals(0, made.exit, made.err);
    debs = made.out;
    jdks = dir.resolve("jdks");
    Path patchelf = dir.resolve("patchelf");
    Files.write(
        patchelf,
        ("#!/bin/sh\necho \"$@\" >> '" + dir.resolve("patchelf.log") + "'\n")
            .getBytes(StandardCharsets.UTF_8));
    assertTrue(patchelf.toFile().setExecutable(true));
  }

  private Map<String, String> env(String source, String table) {
    Map<String, String> env = new HashMap<String, String>();
    env.put("PMEBENCH_JDKS_DIR", jdks.toString());
    env.put("PMEBENCH_JDK8_APT_SOURCE", source);
    env.put("PMEBENCH_JDK8_DEBS", table);
    env.put("PMEBENCH_PATCHELF", dir.resolve("patchelf").toString());
    return env;
  }

  private String source() {
    return "deb [trusted=yes] file:" + dir.resolve("repo") + " ./";
  }

  private Result install(Map<String, String> env, String... majors) throws Exception {
    List<String> command =
        new java.util.ArrayList<String>(Arrays.asList("bash", SCRIPT.toString()));
    command.addAll(Arrays.asList(majors));
    return run(command, env);
  }

  private static Result run(List<String> command, Map<String, String> env)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().putAll(env);
    Path out = Files.createTempFile("install-jdks", ".out");
    Path err = Files.createTempFile("install-jdks", ".err");
    Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "script did not finish");
    Result r =
        new Result(
            p.exitValue(),
            new String(Files.readAllBytes(out), StandardCharsets.UTF_8),
            new String(Files.readAllBytes(err), StandardCharsets.UTF_8));
    Files.delete(out);
    Files.delete(err);
    return r;
  }

  @Test
  void installsJdk8FromTheArchiveOnceAndKeepsItOnTheSecondRun() throws Exception {
    Result first = install(env(source(), debs), "8");
    assertEquals(0, first.exit, first.err);
    assertTrue(
        first.out.contains("installed: Java 1.8.0_504 (Debian OpenJDK 8, glibc from sid)"),
        first.out);
    Path home = jdks.resolve("openjdk-8u504");
    assertTrue(Files.isExecutable(home.resolve("bin/java")));
    assertTrue(Files.exists(home.resolve("glibc/ld-linux-x86-64.so.2")));
    Path config = home.resolve("jre/lib/security/java.security");
    assertFalse(
        Files.isSymbolicLink(config), "links into /etc/java-8-openjdk become the packaged files");
    assertTrue(
        new String(Files.readAllBytes(config), StandardCharsets.UTF_8)
            .contains("security.provider.1"));
    assertFalse(
        Files.exists(
            home.resolve("jre/lib/security/cacerts"), java.nio.file.LinkOption.NOFOLLOW_LINKS),
        "a link to a file outside the project that the packages do not carry is dropped");
    String patched =
        new String(Files.readAllBytes(dir.resolve("patchelf.log")), StandardCharsets.UTF_8);
    assertTrue(
        patched.contains(
            "--set-interpreter "
                + home.resolve("glibc/ld-linux-x86-64.so.2")
                + " --force-rpath "
                + "--set-rpath "
                + home.resolve("glibc")
                + ":$ORIGIN/../lib/amd64/jli"),
        patched);
    assertTrue(patched.contains("/jre/bin/keytool"), "ELF launchers are patched");
    assertFalse(
        patched.contains("/jre/bin/java\n"), "scripts are not ELF files and are left alone");

    Files.walk(dir.resolve("repo"))
        .sorted(java.util.Comparator.reverseOrder())
        .map(Path::toFile)
        .forEach(File::delete);
    Result second = install(env(source(), debs), "8");
    assertEquals(0, second.exit, second.err);
    assertTrue(second.out.contains("already installed: Java 1.8.0_504"), second.out);
  }

  @Test
  void aVersionGoneFromTheArchiveSaysWhatItHasNowAndWhatToDo() throws Exception {
    String moved =
        debs.replace("openjdk-8-jre-headless|8u504-ga-1", "openjdk-8-jre-headless|8u999-ga-1");
    Result r = install(env(source(), moved), "8");
    assertEquals(1, r.exit);
    assertTrue(
        r.err.contains(
            "openjdk-8-jre-headless 8u999-ga-1 is no longer in '"
                + source()
                + "' (sid moves on; it now has 8u504-ga-1)"),
        r.err);
    assertTrue(
        r.err.contains(
            "update the JDK8_DEBS line of openjdk-8-jre-headless in scripts/install-jdks.sh"),
        r.err);
    assertFalse(Files.exists(jdks.resolve("openjdk-8u504")));
  }

  @Test
  void aPackageWithAnotherChecksumIsNotInstalled() throws Exception {
    String[] lines = debs.trim().split("\n");
    String wrong =
        debs.replace(
            lines[2].substring(lines[2].lastIndexOf('|') + 1),
            "0000000000000000000000000000000000000000000000000000000000000000");
    Result r = install(env(source(), wrong), "8");
    assertEquals(1, r.exit);
    assertTrue(
        r.err.contains(
            "expected 0000000000000000000000000000000000000000000000000000000000000000; "
                + "not installing"),
        r.err);
    assertFalse(Files.exists(jdks.resolve("openjdk-8u504")));
  }

  @Test
  void anUnreachableArchiveIsNamed() throws Exception {
    String gone = "deb [trusted=yes] file:" + dir.resolve("no-such-repo") + " ./";
    Result r = install(env(gone, debs), "8");
    assertEquals(1, r.exit);
    assertTrue(r.err.contains("apt-get could not read '" + gone + "'"), r.err);
  }

  @Test
  void anUnknownReleaseNamesTheKnownOnes() throws Exception {
    Result r = install(env(source(), debs), "9");
    assertEquals(2, r.exit);
    assertEquals(
        "install-jdks: no JDK 9 known; known: 8 11 21 (or point JAVA9_HOME at one, see docs/running.md)\n",
        r.err);
  }
}
