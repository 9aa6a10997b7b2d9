package org.pmebench.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import java.util.concurrent.Callable;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.pmebench.bench.ChunkSize;
import org.pmebench.bench.CipherMatrix;
import org.pmebench.bench.CipherRunPlanner;
import org.pmebench.bench.HeapSize;
import org.pmebench.bench.HotSpotFlags;
import org.pmebench.bench.JmhInvocation;
import org.pmebench.bench.JvmVariant;
import org.pmebench.bench.MachineInfo;
import org.pmebench.bench.MeasurementProfile;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.results.AtomicFiles;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.RunManifest;
import org.pmebench.results.ThroughputTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code pmebench run}: runs benchmark families with a profile and writes JMH JSON into a run directory. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Runs the benchmark families with a measurement profile and writes JMH JSON, a throughput",
        "table and run.json (JVM, flags, machine, profile) into one run directory."})
final class RunCommand implements Callable<Integer> {
  @Option(names = "--profile", defaultValue = "quick", paramLabel = "NAME",
      description = "smoke, quick, standard or full (default: ${DEFAULT-VALUE}). full = the blog's 3 forks x 5+5 iterations.")
  String profileName;

  @Option(names = "--output", paramLabel = "DIR",
      description = "Run directory (default: results/runs/<time>-<profile>).")
  Path output;

  @Option(names = "--families", split = ",", paramLabel = "F", defaultValue = "cipher",
      description = "Benchmark families to run (default: ${DEFAULT-VALUE}). Available: cipher.")
  List<String> families;

  @Option(names = "--sizes", split = ",", paramLabel = "SIZE",
      description = "Chunk sizes, e.g. 16B,1KiB,4MiB (profile default; up to 1GiB on request).")
  List<String> sizes;

  @Option(names = "--threads", split = ",", paramLabel = "N", description = "Thread counts, e.g. 1,8.")
  List<Integer> threads;

  @Option(names = "--providers", split = ",", paramLabel = "P", description = "JCE providers: SunJCE, BC.")
  List<String> providers;

  @Option(names = "--algorithms", split = ",", paramLabel = "A", description = "gcm, ctr.")
  List<String> algorithms;

  @Option(names = "--operations", split = ",", paramLabel = "OP", description = "encrypt, decrypt.")
  List<String> operations;

  @Option(names = "--variants", split = ",", paramLabel = "V",
      description = "JVM variants: intrinsics-on, intrinsics-off (AES/CTR/GHASH intrinsics switched off).")
  List<String> variants;

  @Option(names = "--no-cold", description = "Skip the cold measurement (fresh JVM, first operation).")
  boolean noCold;

  @Option(names = "--key-bits", paramLabel = "BITS", description = "AES key length: 128 (default), 192 or 256.")
  Integer keyBits;

  @Option(names = "--jit-warmup-ops", paramLabel = "N",
      description = "Small-chunk operations per warm fork before timing (default 10000; 0 = time-based warm-up only).")
  Integer jitWarmupOps;

  @Option(names = "--jvm", paramLabel = "PATH",
      description = "JDK home or java executable to fork the benchmarks on (default: the one running this).")
  Path jvm;

  @Override
  public Integer call() throws IOException {
    MeasurementProfile profile = profile();
    if (!families.equals(Arrays.asList("cipher"))) {
      throw new UserError("unknown benchmark family in '" + String.join(",", families) + "'; available: cipher");
    }
    CipherMatrix matrix = matrix(profile);
    String java = javaExecutable();
    MachineInfo machine = MachineInfo.current();
    try {
      HeapSize.checkFits(matrix.heapBytes(matrix.maxThreads()),
          machine.physicalMemoryBytes, "chunk size " + ChunkSize.format(matrix.largestChunkBytes()) + " with "
              + matrix.maxThreads() + " threads");
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    Path runDir = prepareRunDir(profile);
    Collection<String> flags = HotSpotFlags.of(java);
    List<JmhInvocation> plan = new CipherRunPlanner(profile, jvm == null ? null : java, flags, runDir).plan(matrix);

    RunManifest manifest = new RunManifest(runDir)
        .suite(SuiteVersion.version(), SuiteVersion.gitCommit())
        .profile(profile.id(), profile.describe())
        .jvm(java, javaVersion(java))
        .machine(machine)
        .matrix("cipher", matrix);
    manifest.save();

    int total = 0;
    double planned = 0;
    for (JmhInvocation inv : plan) {
      total += inv.configurations;
      planned += inv.configurations * inv.estimatedSecondsPerConfiguration;
    }
    System.out.printf(Locale.ROOT, "pme-bench run: profile %s, %d benchmark configurations in %d JMH runs, "
        + "about %s; results in %s%n", profile.describe(), total, plan.size(), Progress.duration(planned), runDir);
    System.out.printf(Locale.ROOT, "machine: %s, %d cores, CPU flags %s; JVM %s%n", machine.cpuModel,
        machine.cores, machine.cpuCryptoFlags, java);

    Progress progress = new Progress(total, planned);
    ThroughputTable table = new ThroughputTable();
    try (PrintStream log = new PrintStream(new FileOutputStream(runDir.resolve("jmh.log").toFile(), true), true,
        StandardCharsets.UTF_8.name())) {
      for (JmhInvocation inv : plan) {
        Path partial = runDir.resolve(inv.id + ".json.partial");
        Path done = runDir.resolve(inv.id + ".json");
        try {
          new Runner(inv.options, new ProgressOutput(log, System.out, progress, inv.id,
              inv.estimatedSecondsPerConfiguration)).run();
        } catch (RunnerException e) {
          Files.deleteIfExists(partial);
          manifest.finished("failed in " + inv.id + ": " + rootMessage(e)).save();
          System.err.println("pmebench: benchmark run " + inv.id + " failed: " + rootMessage(e)
              + " (details in " + runDir.resolve("jmh.log") + ")");
          return 1;
        }
        AtomicFiles.moveIntoPlace(partial, done);
        manifest.resultFile(done.getFileName().toString(), inv.options.getJvmArgsAppend().orElse(new ArrayList<String>()));
        manifest.save();
        try {
          table.addAll(JmhJsonReader.read(done));
        } catch (InvalidResultsException e) {
          throw new IllegalStateException("JMH wrote an unreadable result file", e);
        }
      }
    }
    AtomicFiles.writeString(runDir.resolve("cipher-throughput.csv"), table.toCsv());
    AtomicFiles.writeString(runDir.resolve("cipher-throughput.md"), table.toMarkdown());
    manifest.finished("complete").save();
    System.out.printf(Locale.ROOT, "done in %s. Results: %s (cipher-throughput.md, JMH JSON, run.json, jmh.log)%n",
        Progress.duration(progress.elapsedSeconds()), runDir);
    return 0;
  }

  private MeasurementProfile profile() {
    try {
      return MeasurementProfile.valueOf(profileName.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown profile '" + profileName + "'; allowed: smoke, quick, standard, full");
    }
  }

  private CipherMatrix matrix(MeasurementProfile profile) {
    CipherMatrix m = CipherMatrix.defaults(profile);
    if (sizes != null) {
      for (String s : sizes) {
        try {
          ChunkSize.parse(s);
        } catch (IllegalArgumentException e) {
          throw new UserError(e.getMessage());
        }
      }
      m.sizes = sizes;
    }
    if (threads != null) {
      for (int t : threads) {
        if (t < 1 || t > 256) {
          throw new UserError("invalid thread count " + t + "; use 1 to 256");
        }
      }
      m.threads = threads;
    }
    if (providers != null) {
      m.providers = allowed("provider", providers, CryptoProviders.NAMES);
    }
    if (algorithms != null) {
      m.algorithms = allowed("algorithm", algorithms, CipherMatrix.ALGORITHMS);
    }
    if (operations != null) {
      m.operations = allowed("operation", operations, CipherMatrix.OPERATIONS);
    }
    if (variants != null) {
      List<JvmVariant> chosen = new ArrayList<JvmVariant>();
      for (String v : variants) {
        try {
          chosen.add(JvmVariant.byId(v));
        } catch (IllegalArgumentException e) {
          throw new UserError(e.getMessage());
        }
      }
      m.variants = chosen;
      List<JvmVariant> cold = new ArrayList<JvmVariant>(m.coldVariants);
      cold.retainAll(chosen);
      m.coldVariants = cold;
    }
    if (noCold) {
      m.coldVariants = new ArrayList<JvmVariant>();
    }
    if (keyBits != null) {
      if (!CipherMatrix.KEY_BITS.contains(keyBits)) {
        throw new UserError("invalid key length " + keyBits + "; allowed: 128, 192, 256");
      }
      m.keyBits = keyBits;
    }
    if (jitWarmupOps != null) {
      if (jitWarmupOps < 0) {
        throw new UserError("invalid --jit-warmup-ops " + jitWarmupOps + "; use 0 or more");
      }
      m.jitWarmupOps = jitWarmupOps;
    }
    return m;
  }

  private static List<String> allowed(String what, List<String> values, List<String> allowed) {
    for (String v : values) {
      if (!allowed.contains(v)) {
        throw new UserError("unknown " + what + " '" + v + "'; allowed: " + String.join(", ", allowed));
      }
    }
    return values;
  }

  private String javaExecutable() {
    if (jvm == null) {
      return HotSpotFlags.currentJava();
    }
    Path exe = Files.isDirectory(jvm) ? jvm.resolve("bin").resolve("java") : jvm;
    if (!Files.isExecutable(exe)) {
      throw new UserError("--jvm " + jvm + ": no java executable at " + exe);
    }
    return exe.toAbsolutePath().toString();
  }

  private Path prepareRunDir(MeasurementProfile profile) {
    Path dir = output;
    if (dir == null) {
      SimpleDateFormat stamp = new SimpleDateFormat("yyyyMMdd-HHmmss", Locale.ROOT);
      stamp.setTimeZone(TimeZone.getTimeZone("UTC"));
      // The launcher passes the project directory, so results land in its results/runs/ wherever it is called from.
      Path home = Paths.get(System.getProperty("pmebench.home", "."));
      dir = home.resolve("results").resolve("runs").resolve(stamp.format(new Date()) + "-" + profile.id());
    }
    try {
      Files.createDirectories(dir);
      if (!Files.isWritable(dir)) {
        throw new UserError("output directory " + dir + " is not writable");
      }
      try (java.util.stream.Stream<Path> existing = Files.list(dir)) {
        if (existing.anyMatch(p -> p.getFileName().toString().endsWith(".json"))) {
          throw new UserError("output directory " + dir + " already holds results; choose another --output");
        }
      }
    } catch (IOException e) {
      throw new UserError("cannot create output directory " + dir + ": " + e.getMessage());
    }
    return dir;
  }

  private static String javaVersion(String java) {
    try {
      Process p = new ProcessBuilder(java, "-XshowSettings:properties", "-version").redirectErrorStream(true).start();
      String version = "unknown";
      String vendor = "";
      try (java.io.BufferedReader r = new java.io.BufferedReader(
          new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          line = line.trim();
          if (line.startsWith("java.runtime.version = ")) {
            version = line.substring("java.runtime.version = ".length());
          } else if (line.startsWith("java.vendor = ")) {
            vendor = line.substring("java.vendor = ".length());
          }
        }
      }
      p.waitFor();
      return (version + " " + vendor).trim();
    } catch (IOException e) {
      throw new UserError("cannot run " + java + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "unknown";
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
