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
import java.util.stream.Stream;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.pmebench.bench.ChunkSize;
import org.pmebench.bench.CipherMatrix;
import org.pmebench.bench.CipherRunPlanner;
import org.pmebench.bench.ForkSettings;
import org.pmebench.bench.HeapSize;
import org.pmebench.bench.HotSpotFlags;
import org.pmebench.bench.JavaRuntime;
import org.pmebench.bench.JmhInvocation;
import org.pmebench.bench.JvmVariant;
import org.pmebench.bench.MachineInfo;
import org.pmebench.bench.MeasurementProfile;
import org.pmebench.bench.ParquetMatrix;
import org.pmebench.bench.ParquetRunPlanner;
import org.pmebench.results.AtomicFiles;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.results.ParquetTable;
import org.pmebench.results.RunManifest;
import org.pmebench.results.ThroughputTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pmebench run}: runs benchmark families with a profile and writes JMH JSON into a run directory. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Runs the benchmark families with a measurement profile and writes JMH JSON, result",
        "tables and run.json (JVM, flags, machine, profile) into one run directory."})
final class RunCommand implements Callable<Integer> {
  static final List<String> FAMILIES = Arrays.asList("cipher", "parquet");

  @Option(names = "--profile", defaultValue = "quick", paramLabel = "NAME",
      description = "smoke, quick, standard or full (default: ${DEFAULT-VALUE}). full = the blog's 3 forks x 5+5 iterations.")
  String profileName;

  @Option(names = "--output", paramLabel = "DIR",
      description = "Run directory (default: results/runs/<time>-<profile>).")
  Path output;

  @Option(names = "--families", split = ",", paramLabel = "F", defaultValue = "cipher,parquet",
      description = "Benchmark families to run (default: ${DEFAULT-VALUE}).")
  List<String> families;

  @Option(names = "--variants", split = ",", paramLabel = "V",
      description = "JVM variants: intrinsics-on, intrinsics-off (AES/CTR/GHASH intrinsics switched off). "
          + "Default: both for cipher, intrinsics-on for parquet.")
  List<String> variants;

  @Option(names = "--jvm", paramLabel = "PATH",
      description = "JDK home or java executable to fork the benchmarks on (default: the one running this).")
  Path jvm;

  @Mixin
  CipherOptions cipherOptions;

  @Mixin
  ParquetOptions parquetOptions;

  @Override
  public Integer call() throws IOException {
    MeasurementProfile profile = profile();
    for (String f : families) {
      if (!FAMILIES.contains(f)) {
        throw new UserError("unknown benchmark family '" + f + "'; allowed: " + String.join(", ", FAMILIES));
      }
    }
    List<JvmVariant> chosenVariants = variants();
    CipherMatrix cipher = families.contains("cipher") ? cipherOptions.matrix(profile, chosenVariants) : null;
    ParquetMatrix parquet = families.contains("parquet") ? parquetOptions.matrix(profile, chosenVariants) : null;
    String java = javaExecutable();
    MachineInfo machine = MachineInfo.current();
    checkHeaps(cipher, parquet, machine);
    Collection<String> flags = HotSpotFlags.of(java);
    Path runDir = prepareRunDir(profile);

    ForkSettings forks = new ForkSettings(profile, jvm == null ? null : java, flags, runDir);
    List<JmhInvocation> plan = new ArrayList<JmhInvocation>();
    RunManifest manifest = new RunManifest(runDir)
        .suite(SuiteVersion.version(), SuiteVersion.gitCommit())
        .profile(profile.id(), profile.describe())
        .jvm(java, javaVersion(java))
        .machine(machine);
    if (cipher != null) {
      plan.addAll(new CipherRunPlanner(forks).plan(cipher));
      manifest.matrix("cipher", cipher);
    }
    if (parquet != null) {
      plan.addAll(new ParquetRunPlanner(forks).plan(parquet));
      manifest.matrix("parquet", parquet);
    }
    manifest.save();
    return execute(plan, runDir, manifest, profile, machine, java);
  }

  private int execute(List<JmhInvocation> plan, Path runDir, RunManifest manifest, MeasurementProfile profile,
      MachineInfo machine, String java) throws IOException {
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
    List<JmhResult> results = new ArrayList<JmhResult>();
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
          results.addAll(JmhJsonReader.read(done));
        } catch (InvalidResultsException e) {
          throw new IllegalStateException("JMH wrote an unreadable result file", e);
        }
      }
    }
    writeTables(runDir, results);
    manifest.finished("complete").save();
    System.out.printf(Locale.ROOT, "done in %s. Results: %s (result tables, JMH JSON, run.json, jmh.log)%n",
        Progress.duration(progress.elapsedSeconds()), runDir);
    return 0;
  }

  private static void writeTables(Path runDir, List<JmhResult> results) throws IOException {
    ThroughputTable cipher = new ThroughputTable();
    if (cipher.addAll(results) > 0) {
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.csv"), cipher.toCsv());
      AtomicFiles.writeString(runDir.resolve("cipher-throughput.md"), cipher.toMarkdown());
    }
    ParquetTable parquet = new ParquetTable();
    if (parquet.addAll(results) > 0) {
      AtomicFiles.writeString(runDir.resolve("parquet-overhead.md"), parquet.toMarkdown());
    }
  }

  private MeasurementProfile profile() {
    try {
      return MeasurementProfile.valueOf(profileName.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown profile '" + profileName + "'; allowed: smoke, quick, standard, full");
    }
  }

  private List<JvmVariant> variants() {
    if (variants == null) {
      return null;
    }
    List<JvmVariant> chosen = new ArrayList<JvmVariant>();
    for (String v : variants) {
      try {
        chosen.add(JvmVariant.byId(v));
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    return chosen;
  }

  private static void checkHeaps(CipherMatrix cipher, ParquetMatrix parquet, MachineInfo machine) {
    try {
      if (cipher != null) {
        HeapSize.checkFits(cipher.heapBytes(cipher.maxThreads()), machine.physicalMemoryBytes, "chunk size "
            + ChunkSize.format(cipher.largestChunkBytes()) + " with " + cipher.maxThreads() + " threads");
      }
      if (parquet != null) {
        HeapSize.checkFits(parquet.heapBytes(), machine.physicalMemoryBytes, parquet.rows + " rows per file");
      }
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
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
      try (Stream<Path> existing = Files.list(dir)) {
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
      return JavaRuntime.version(java);
    } catch (IOException e) {
      throw new UserError("cannot run " + java + ": " + e.getMessage());
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
