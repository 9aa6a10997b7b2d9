package org.pmebench.jvm;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds JDKs to fork benchmarks on, in this order: paths given on the command line, {@code
 * JAVA_HOME} and every {@code JAVA<n>_HOME}, the entries of {@code /usr/lib/jvm}, and the
 * project-local {@code .jdks/} that {@code scripts/install-jdks.sh} fills. Each candidate is probed
 * by running it; the same JDK reached twice (symlinks, JAVA_HOME) is kept once.
 */
public final class JdkDiscovery {
  public static final Path SYSTEM_JVM_DIR = Paths.get("/usr/lib/jvm");
  public static final String PROJECT_JDK_DIR = ".jdks";
  private static final Pattern VERSIONED_HOME = Pattern.compile("JAVA(\\d+)_HOME");

  /**
   * A path to look at and where it came from ("command line", "JAVA11_HOME", "/usr/lib/jvm", ...).
   */
  public static final class Candidate {
    public final Path path;
    public final String source;

    public Candidate(Path path, String source) {
      this.path = path;
      this.source = source;
    }
  }

  /** A JDK that answered the probe. */
  public static final class Found {
    public final JdkInfo info;
    public final Candidate candidate;

    Found(JdkInfo info, Candidate candidate) {
      this.info = info;
      this.candidate = candidate;
    }
  }

  /** A candidate that cannot be used, and why. */
  public static final class Rejected {
    public final Candidate candidate;
    public final String reason;

    Rejected(Candidate candidate, String reason) {
      this.candidate = candidate;
      this.reason = reason;
    }
  }

  public final List<Found> found = new ArrayList<Found>();
  public final List<Rejected> rejected = new ArrayList<Rejected>();

  private JdkDiscovery() {}

  /**
   * Candidates from the usual places: explicit paths, environment, /usr/lib/jvm, {@code
   * <home>/.jdks}.
   */
  public static List<Candidate> standardCandidates(
      List<Path> explicit, Map<String, String> env, Path projectHome) {
    List<Candidate> c = new ArrayList<Candidate>();
    for (Path p : explicit) {
      c.add(new Candidate(p, "command line"));
    }
    c.addAll(fromEnvironment(env));
    c.addAll(inDirectory(SYSTEM_JVM_DIR, SYSTEM_JVM_DIR.toString()));
    c.addAll(inDirectory(projectHome.resolve(PROJECT_JDK_DIR), PROJECT_JDK_DIR));
    return c;
  }

  /** {@code JAVA_HOME} first, then {@code JAVA<n>_HOME} by ascending n. */
  static List<Candidate> fromEnvironment(Map<String, String> env) {
    List<Candidate> c = new ArrayList<Candidate>();
    String home = env.get("JAVA_HOME");
    if (home != null && !home.isEmpty()) {
      c.add(new Candidate(Paths.get(home), "JAVA_HOME"));
    }
    Map<Integer, String> versioned = new TreeMap<Integer, String>();
    for (Map.Entry<String, String> e : env.entrySet()) {
      Matcher m = VERSIONED_HOME.matcher(e.getKey());
      if (m.matches() && !e.getValue().isEmpty()) {
        versioned.put(Integer.valueOf(m.group(1)), e.getKey());
      }
    }
    for (String name : versioned.values()) {
      c.add(new Candidate(Paths.get(env.get(name)), name));
    }
    return c;
  }

  /** Every non-hidden entry of a directory of JDKs, by name; none if the directory is absent. */
  static List<Candidate> inDirectory(Path dir, String source) {
    List<Candidate> c = new ArrayList<Candidate>();
    if (!Files.isDirectory(dir)) {
      return c;
    }
    List<Path> entries = new ArrayList<Path>();
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
      for (Path p : s) {
        if (!p.getFileName().toString().startsWith(".") && Files.isDirectory(p)) {
          entries.add(p);
        }
      }
    } catch (IOException e) {
      return c;
    }
    Collections.sort(entries);
    for (Path p : entries) {
      c.add(new Candidate(p, source));
    }
    return c;
  }

  /** Probes every candidate (in order; the first of several paths to one JDK wins). */
  public static JdkDiscovery probe(List<Candidate> candidates) {
    JdkDiscovery d = new JdkDiscovery();
    Map<Path, String> seenExecutables = new HashMap<Path, String>();
    Map<String, String> seenHomes = new HashMap<String, String>();
    for (Candidate c : candidates) {
      Path exe = Files.isDirectory(c.path) ? c.path.resolve("bin").resolve("java") : c.path;
      if (!Files.exists(c.path)) {
        d.rejected.add(new Rejected(c, "does not exist"));
        continue;
      }
      if (!Files.isRegularFile(exe) || !Files.isExecutable(exe)) {
        d.rejected.add(new Rejected(c, "no executable bin/java in it"));
        continue;
      }
      Path real;
      try {
        real = exe.toRealPath();
      } catch (IOException e) {
        d.rejected.add(new Rejected(c, "cannot resolve " + exe + ": " + e.getMessage()));
        continue;
      }
      if (seenExecutables.containsKey(real)) {
        d.rejected.add(new Rejected(c, "same JDK as " + seenExecutables.get(real)));
        continue;
      }
      seenExecutables.put(real, c.path.toString());
      JdkInfo info;
      try {
        info = JdkProber.probe(exe.toAbsolutePath().toString());
      } catch (IOException e) {
        d.rejected.add(new Rejected(c, e.getMessage()));
        continue;
      }
      String home = canonicalHome(info.javaHome);
      if (seenHomes.containsKey(home)) {
        d.rejected.add(new Rejected(c, "same JDK as " + seenHomes.get(home)));
        continue;
      }
      seenHomes.put(home, c.path.toString());
      d.found.add(new Found(info, c));
    }
    return d;
  }

  private static String canonicalHome(String javaHome) {
    try {
      return Paths.get(javaHome).toRealPath().toString();
    } catch (IOException | RuntimeException e) {
      return javaHome;
    }
  }
}
