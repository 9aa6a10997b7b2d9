package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.pmebench.crypto.AroundCipherCosts;
import org.pmebench.crypto.ModuleCostCalibration;
import org.pmebench.crypto.ModuleCosts;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.paired.ModeFrames;
import org.pmebench.results.MachineInfo;
import org.pmebench.run.HeapSize;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import org.pmebench.util.AtomicFiles;

/**
 * {@code estimate}'s calibrations, one per JVM (its java executable and version), the flags its JVM
 * gets (the suite's and the environment's JAVA_TOOL_OPTIONS and JDK_JAVA_OPTIONS: a C1-only
 * calibration prices GCM's bytes some 80 times a normal JVM's, docs/your-data.md), its length,
 * provider and suite version: made once in a JVM of their own ({@link ModuleCostCalibration}) and
 * kept as JSON in a directory ({@code $XDG_CACHE_HOME/pmebench/calibration}, else {@code
 * ~/.cache/...}).
 */
final class CalibrationCache {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The longest a calibration may take before it counts as failed. */
  static final long TIMEOUT_SECONDS = 180;

  private final Path dir;

  /** The machine estimating: a calibration of another is refused unless asked for (then said). */
  private final String machineId;

  private final String machine;

  CalibrationCache(Path dir) {
    this(dir, MachineInfo.current());
  }

  CalibrationCache(Path dir, MachineInfo machine) {
    this(dir, machine.id(), machine.label());
  }

  CalibrationCache(Path dir, String machineId, String machine) {
    this.dir = dir;
    this.machineId = machineId;
    this.machine = machine;
  }

  /** The default directory. */
  static Path defaultDirectory() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && !xdg.isEmpty()
            ? Paths.get(xdg)
            : Paths.get(System.getProperty("user.home"), ".cache");
    return base.resolve("pmebench").resolve("calibration");
  }

  /**
   * What a calibration records, raised when it records more (2: each calibration read's values a
   * column), so that one made before is made again rather than read without it.
   */
  static final int FORMAT = 2;

  /** Where the calibration of {@code jdk} with {@code provider}, {@code seconds} long, is kept. */
  Path file(JdkInfo jdk, String provider, double seconds) {
    return file(jdk, provider, seconds, FORMAT);
  }

  /**
   * Where a calibration of record format {@code format} would be kept: another format, another
   * file.
   */
  Path file(JdkInfo jdk, String provider, double seconds, int format) {
    String identity =
        jdk.javaExecutable
            + "\n"
            + jdk.runtimeVersion
            + "\n"
            + jdk.vmName
            + "\n"
            + provider
            + "\n"
            + SuiteVersion.version()
            + "\n"
            + jvmFlags(jdk)
            + "\n"
            + seconds
            + "\n"
            + format;
    return dir.resolve(
        String.format(Locale.ROOT, "jdk%d-%s-%s.json", jdk.major, provider, hash(identity)));
  }

  /**
   * The calibration JVM's own flags: the suite's for that JDK, and a file fork's heap (its
   * smallest, young generation fixed) and one compiled copy of the paired reads ({@link
   * ModeFrames}), so that its reads run as the files family's forks run them.
   */
  static List<String> calibrationJvmArgs(JdkInfo jdk) {
    List<String> args = new ArrayList<String>(JvmNeeds.jvmArgs(jdk.major));
    args.addAll(Arrays.asList(HeapSize.fileJvmArgs(HeapSize.atLeast(0))));
    args.addAll(Arrays.asList(ModeFrames.JVM_ARGS));
    return args;
  }

  /**
   * The flags the calibration JVM runs with: its own, then what the environment adds to every JVM.
   */
  static String jvmFlags(JdkInfo jdk) {
    StringBuilder flags = new StringBuilder(String.join(" ", calibrationJvmArgs(jdk)));
    for (String variable : new String[] {"JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS"}) {
      String value = System.getenv(variable);
      if (value != null && !value.trim().isEmpty()) {
        flags
            .append(flags.length() > 0 ? " " : "")
            .append(variable)
            .append("=")
            .append(value.trim());
      }
    }
    return flags.toString();
  }

  /**
   * The cached calibration, or a new one ({@code recalibrate}: always) of at least {@code seconds}
   * made in a JVM of its own and then cached; what happened is said on {@code out}. A cached
   * calibration of another machine is refused ({@link UserError}) unless {@code acrossMachines},
   * when it is used and said; one made before machine identity is made again.
   */
  ModuleCosts get(
      JdkInfo jdk,
      String provider,
      double seconds,
      boolean recalibrate,
      boolean acrossMachines,
      PrintWriter out)
      throws IOException {
    Path file = file(jdk, provider, seconds);
    if (!recalibrate && Files.isRegularFile(file)) {
      ModuleCosts cached = usableCache(file, acrossMachines, out);
      if (cached != null) {
        return cached;
      }
    }
    out.printf(
        Locale.ROOT,
        "calibration: timing parquet's module ciphers and encrypted reads on Java %s with %s in a "
            + "JVM of its own (once; kept in %s)...%n",
        jdk.runtimeVersion,
        provider,
        dir);
    out.flush();
    // The host's speed on both sides of the calibration: a shared host drifts, and an estimate
    // compares its own.
    double before = HostSpeed.measure();
    ModuleCosts costs = calibrate(jdk, provider, seconds);
    costs.hostGcmMegabytesPerSecond = Arrays.asList(before, HostSpeed.measure());
    costs.suite = SuiteVersion.version();
    costs.machineId = machineId;
    costs.machine = machine;
    costs.jvmFlags = jvmFlags(jdk);
    costs.askedSeconds = seconds;
    AtomicFiles.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(costs));
    out.printf(
        Locale.ROOT,
        "calibration: %.1f s%s%s%n",
        costs.seconds,
        costs.steady
            ? ""
            : " (no steady state within its warm-up: its interval says how much the costs still moved)",
        costs.provider.startsWith(costs.ctrProvider)
            ? ""
            : "; AES/CTR (GCM-CTR's pages) from "
                + costs.ctrProvider
                + ", as parquet gets it with "
                + provider
                + " first");
    return costs;
  }

  /**
   * The calibration cached in {@code file} if it can be used here (said on {@code out}), or null:
   * unreadable, outdated (said) or too short. Another machine's is refused unless {@code
   * acrossMachines}.
   */
  private ModuleCosts usableCache(Path file, boolean acrossMachines, PrintWriter out) {
    ModuleCosts cached = null;
    try {
      cached = JSON.readValue(file.toFile(), ModuleCosts.class);
    } catch (IOException e) {
      // Unreadable (another suite version's format, a damaged file): made again below.
    }
    String outdated = cached != null && cached.batches.size() >= 2 ? outdated(cached) : null;
    if (outdated != null) {
      out.printf(Locale.ROOT, "calibration: the one in %s %s; making one%n", file, outdated);
    } else if (cached != null && cached.batches.size() >= 2) {
      if (!cached.machineId.equals(machineId)) {
        if (!acrossMachines) {
          throw new UserError(
              "the calibration in "
                  + file
                  + " was made on another machine ("
                  + cached.machine
                  + " ["
                  + cached.machineId
                  + "]; this is "
                  + machine
                  + " ["
                  + machineId
                  + "]): --recalibrate for one "
                  + "of this machine, or --across-machines to use it anyway");
        }
        out.printf(
            Locale.ROOT,
            "calibration: ACROSS MACHINES, made on %s [%s], estimating on %s [%s]%n",
            cached.machine,
            cached.machineId,
            machine,
            machineId);
      }
      out.printf(
          Locale.ROOT,
          "calibration: %s, %s%s, made %s (cached in %s; --recalibrate for a new one)%n",
          cached.java,
          cached.provider,
          cached.provider.startsWith(String.valueOf(cached.ctrProvider))
              ? ""
              : " (AES/CTR from " + cached.ctrProvider + ")",
          cached.calibrated,
          file);
      return cached;
    }
    return null;
  }

  /**
   * Why a cached calibration is made again although readable (null: it is used): it predates what
   * it lacks.
   */
  static String outdated(ModuleCosts cached) {
    if (cached.machineId == null) {
      return "does not say which machine made it";
    }
    if (cached.aroundRead == null) {
      return "prices the cipher calls alone (made before reads were calibrated)";
    }
    for (AroundCipherCosts.Point read : cached.aroundRead.reads) {
      if (read.valuesPerColumn <= 0) {
        // Without them, estimate cannot say whether a file decodes more columns side by side than
        // it calibrated.
        return "does not record its reads' values a column (made before format " + FORMAT + ")";
      }
    }
    return null;
  }

  private static ModuleCosts calibrate(JdkInfo jdk, String provider, double seconds)
      throws IOException {
    Path result = Files.createTempFile("pmebench-calibration-", ".json");
    Path log = Files.createTempFile("pmebench-calibration-", ".log");
    try {
      List<String> command = new ArrayList<String>();
      command.add(jdk.javaExecutable);
      command.addAll(calibrationJvmArgs(jdk));
      command.add("-cp");
      command.add(System.getProperty("java.class.path"));
      command.add(CalibrationJvm.class.getName());
      command.add(provider);
      command.add(String.valueOf(seconds));
      command.add(result.toString());
      Process p =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
      boolean done = p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
      if (!done) {
        p.destroyForcibly();
        throw new UserError(
            "calibration on Java "
                + jdk.runtimeVersion
                + " with "
                + provider
                + " took more than "
                + TIMEOUT_SECONDS
                + " s");
      }
      if (p.exitValue() != 0 || Files.size(result) == 0) {
        throw new UserError(
            "calibration on Java "
                + jdk.runtimeVersion
                + " with "
                + provider
                + " failed: "
                + lastLine(log));
      }
      return JSON.readValue(result.toFile(), ModuleCosts.class);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while calibrating", e);
    } finally {
      Files.deleteIfExists(result);
      Files.deleteIfExists(log);
    }
  }

  /** What a failed JVM said: its exception's message, else its last line. */
  private static String lastLine(Path log) throws IOException {
    String last = "no output";
    for (String line : new String(Files.readAllBytes(log), StandardCharsets.UTF_8).split("\n")) {
      String t = line.trim();
      if (t.startsWith("Exception in thread")) {
        return t.replaceFirst("^Exception in thread \"[^\"]*\" ", "");
      }
      if (!t.isEmpty() && !t.startsWith("Picked up JAVA_TOOL_OPTIONS")) {
        last = t;
      }
    }
    return last;
  }

  private static String hash(String text) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      StringBuilder hex = new StringBuilder();
      for (int i = 0; i < 6; i++) {
        hex.append(String.format(Locale.ROOT, "%02x", d[i]));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
