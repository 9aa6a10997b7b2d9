package org.pmebench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JdkProber;

/**
 * Turns the values of {@code --jvm} into the JVMs a run forks, each with a unique label ("jdk17", a
 * second JDK 17 becomes "jdk17-2"). A value is a JDK home or java executable, a feature release
 * found by discovery ("11"), or "all" for every JDK discovery finds.
 */
public final class JvmSelection {
  static final String ALL = "all";

  /** Selected JVMs by label, in the order given. */
  public final Map<String, JdkInfo> jvms = new LinkedHashMap<String, JdkInfo>();

  /** Discovered candidates that "all" could not use, with the reason. */
  public final List<JdkDiscovery.Rejected> rejected = new ArrayList<JdkDiscovery.Rejected>();

  private JvmSelection() {}

  public static JvmSelection resolve(
      List<String> values, Map<String, String> env, Path projectHome) {
    JvmSelection s = new JvmSelection();
    List<JdkInfo> chosen = new ArrayList<JdkInfo>();
    if (values == null || values.isEmpty()) {
      chosen.add(probe(HotSpotFlags.currentJava(), "the JVM running pmebench"));
    } else {
      JdkDiscovery discovered = null;
      for (String v : values) {
        if (ALL.equals(v) || v.matches("\\d+")) {
          if (discovered == null) {
            discovered =
                JdkDiscovery.probe(
                    JdkDiscovery.standardCandidates(
                        Collections.<Path>emptyList(), env, projectHome));
          }
          s.pick(v, discovered, chosen);
        } else {
          chosen.add(probe(javaExecutable(Paths.get(v)), "--jvm " + v));
        }
      }
    }
    s.label(chosen);
    return s;
  }

  private void pick(String value, JdkDiscovery discovered, List<JdkInfo> chosen) {
    if (ALL.equals(value)) {
      for (JdkDiscovery.Found f : discovered.found) {
        chosen.add(f.info);
      }
      rejected.addAll(discovered.rejected);
      if (discovered.found.isEmpty()) {
        throw new UserError("--jvm all: no usable JDK found (see pmebench jvms)");
      }
      return;
    }
    int major = Integer.parseInt(value);
    for (JdkDiscovery.Found f : discovered.found) {
      if (f.info.major == major) {
        chosen.add(f.info);
        return;
      }
    }
    throw new UserError(
        "--jvm "
            + value
            + ": no Java "
            + major
            + " found; set JAVA"
            + major
            + "_HOME or pass its path (see pmebench jvms"
            + (major == 8 || major == 11 || major == 21 ? ", scripts/install-jdks.sh " + major : "")
            + ")");
  }

  /** Unique labels; the same java chosen twice (e.g. "17" and its path) is run once. */
  private void label(List<JdkInfo> chosen) {
    Map<Integer, Integer> perMajor = new HashMap<Integer, Integer>();
    List<Path> executables = new ArrayList<Path>();
    for (JdkInfo info : chosen) {
      Path exe = realPath(info.javaExecutable);
      if (executables.contains(exe)) {
        continue;
      }
      executables.add(exe);
      Integer n = perMajor.get(info.major);
      n = n == null ? 1 : n + 1;
      perMajor.put(info.major, n);
      jvms.put("jdk" + info.major + (n == 1 ? "" : "-" + n), info);
    }
  }

  private static Path realPath(String file) {
    try {
      return Paths.get(file).toRealPath();
    } catch (IOException e) {
      return Paths.get(file).toAbsolutePath();
    }
  }

  static String javaExecutable(Path jvm) {
    Path exe = Files.isDirectory(jvm) ? jvm.resolve("bin").resolve("java") : jvm;
    if (!Files.isRegularFile(exe) || !Files.isExecutable(exe)) {
      throw new UserError("--jvm " + jvm + ": no java executable at " + exe);
    }
    return exe.toAbsolutePath().toString();
  }

  private static JdkInfo probe(String java, String what) {
    try {
      return JdkProber.probe(java);
    } catch (IOException e) {
      throw new UserError(what + " (" + java + ") cannot run the benchmarks: " + e.getMessage());
    }
  }
}
