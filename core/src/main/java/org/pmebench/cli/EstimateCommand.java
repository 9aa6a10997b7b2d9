package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.AroundCipherCosts;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.ModuleCosts;
import org.pmebench.crypto.ModuleCounts;
import org.pmebench.crypto.ModuleReplay;
import org.pmebench.crypto.SyntheticModules;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.results.MachineInfo;
import org.pmebench.run.EncryptOption;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.userfiles.TableFiles;
import org.pmebench.util.AtomicFiles;
import org.pmebench.workload.StandardFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench estimate}: what PME would cost on the user's own plaintext files or tables,
 * without rewriting them: their modules counted from footers and page headers ({@link
 * FileModules}), priced at this machine's cost per call, per byte and per cipher object of
 * parquet's module ciphers ({@link ModuleCosts}, calibrated once per JVM and provider in a JVM of
 * its own and cached, {@link CalibrationCache}), beside the table's own plaintext read timed on a
 * sample of its row groups.
 */
@Command(
    name = "estimate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Estimates what Parquet modular encryption would add to reading and writing your plaintext",
      "Parquet files or tables, in seconds and without rewriting them: counts the modules PME would encrypt from",
      "each file's footer and page headers, prices them at the costs of parquet's module ciphers (AES_GCM_V1 and",
      "AES_GCM_CTR_V1) calibrated once for the JVM and provider (cached), and times a plaintext read of the table",
      "(a sample of its row groups when it is large). A prediction from the cost model: measure it with the",
      "benchmarks for a number with forks as replicates."
    })
final class EstimateCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The plaintext read's warm-up, in multiples of {@link #seconds}. */
  static final int READ_WARMUP = 5;

  @Parameters(
      paramLabel = "PARQUET",
      arity = "1..*",
      description =
          "Plaintext Parquet files, or directories of them (a table: every .parquet file under it, "
              + "estimated as one), here or on any Hadoop file system (file:, s3a://bucket/table; others with their "
              + "connector on the class path).")
  List<String> paths;

  @Option(
      names = "--hadoop-conf",
      paramLabel = "KEY=VALUE",
      description =
          "A Hadoop setting for the file systems of the paths, e.g. fs.s3a.endpoint=http://host:9000 "
              + "(credentials come from S3A's usual chain: environment, fs.s3a.access.key, ...). Repeatable.")
  List<String> hadoopConf = new ArrayList<String>();

  @Mixin EncryptOption encrypt;

  @Option(
      names = "--seconds",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "Seconds of timing of the plaintext read, after a warm-up 5 times as long (on until a steady "
              + "state, at most 30 s) (default ${DEFAULT-VALUE}).")
  double seconds;

  @Option(
      names = "--sample-mb",
      paramLabel = "MB",
      defaultValue = "64",
      description =
          "Time the read of a file or table larger than this on evenly spaced row groups of about this "
              + "many MB (at least one), and scale its time to the whole (default ${DEFAULT-VALUE}); the modules are "
              + "counted whole.")
  long sampleMegabytes;

  @Option(
      names = "--jvm",
      paramLabel = "JVM",
      description =
          "The JVM whose cipher costs price the modules: a feature release (11), a JDK home or java "
              + "(default: the one running pmebench). The read is timed in pmebench's own JVM.")
  String jvm;

  @Option(
      names = "--provider",
      paramLabel = "P",
      defaultValue = CryptoProviders.SUN_JCE,
      description =
          "The JCA provider parquet's ciphers come from: SunJCE (default), BC, ACCP, Conscrypt.")
  String provider;

  @Option(
      names = "--calibration-seconds",
      paramLabel = "S",
      defaultValue = "2",
      description =
          "Seconds of the calibration's timing, and of its warm-up at least (default ${DEFAULT-VALUE}).")
  double calibrationSeconds;

  @Option(
      names = "--recalibrate",
      description = "Calibrate again even if a calibration of this JVM and provider is cached.")
  boolean recalibrate;

  @Option(
      names = "--across-machines",
      description =
          "Use a cached calibration made on another machine (refused otherwise); the estimate says so.")
  boolean acrossMachines;

  @Option(
      names = "--calibration-cache",
      paramLabel = "DIR",
      description =
          "Where calibrations are kept (default: $XDG_CACHE_HOME/pmebench/calibration, else "
              + "~/.cache/pmebench/calibration).")
  Path cacheDir;

  @Option(
      names = "--replay",
      description =
          "Also time the file's module counts (each kind's modules at its mean size in its column, "
              + "zero-filled) through parquet's ciphers in this JVM, beside the calibration's price of them: a check of "
              + "the calibration's line at these sizes, by the same replay machinery, not an independent measurement "
              + "(the files family measures the file itself).")
  boolean replay;

  @Option(
      names = "--json",
      paramLabel = "FILE",
      description = "Also write the estimates as JSON to FILE (written whole or not at all).")
  Path json;

  @Spec CommandSpec spec;

  /** One path as given: its Parquet files, counted, and the columns encrypted (null: all). */
  private static final class Table {
    final String path;
    final TableFiles files;
    final List<FileModules> modules = new ArrayList<FileModules>();
    Set<String> encrypted;

    /** Every leaf column, in the first file's order. */
    final Set<String> columns = new LinkedHashSet<String>();

    Table(String path, TableFiles files) {
      this.path = path;
      this.files = files;
    }
  }

  @Override
  public Integer call() throws IOException {
    checkOptions();
    List<Table> tables = new ArrayList<Table>();
    Configuration conf;
    try {
      conf = TableFiles.configuration(hadoopConf);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    for (String p : paths) {
      // Every file and column checked before anything is timed.
      tables.add(table(p, conf));
    }
    JdkInfo jdk =
        JvmSelection.resolve(
                jvm == null ? Collections.<String>emptyList() : Collections.singletonList(jvm),
                System.getenv(),
                SuiteHome.path())
            .jvms
            .values()
            .iterator()
            .next();
    PrintWriter out = spec.commandLine().getOut();
    MachineInfo here = MachineInfo.current();
    CalibrationCache cache =
        new CalibrationCache(
            cacheDir != null ? cacheDir : CalibrationCache.defaultDirectory(), here);
    ModuleCosts costs =
        cache.get(jdk, provider, calibrationSeconds, recalibrate, acrossMachines, out);
    ObjectNode root = JSON.createObjectNode();
    root.put("suite", SuiteVersion.version());
    root.put("commit", SuiteVersion.gitCommit());
    root.put("java", System.getProperty("java.version"));
    root.put("vm", System.getProperty("java.vm.name"));
    root.put("machineId", here.id());
    root.put("machine", here.label());
    root.put("acrossMachines", !here.id().equals(costs.machineId));
    calibration(
        root.putObject("calibration"), costs, cache.file(jdk, provider, calibrationSeconds));
    out.println(HostSpeed.line(HostSpeed.measure(), costs, root.putObject("hostSpeed")));
    ArrayNode results = root.putArray("files");
    for (Table t : tables) {
      results.add(estimate(out, t, costs));
    }
    out.flush();
    if (json != null) {
      AtomicFiles.writeString(
          json, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
      out.println("estimates: " + json);
    }
    return 0;
  }

  /** Refuses options out of their range, and a provider parquet cannot take its ciphers from. */
  private void checkOptions() {
    if (!(seconds >= 0.05 && seconds <= 600)) {
      throw new UserError("invalid --seconds " + seconds + "; use 0.05 to 600");
    }
    if (!(calibrationSeconds >= 0.05 && calibrationSeconds <= 600)) {
      throw new UserError(
          "invalid --calibration-seconds " + calibrationSeconds + "; use 0.05 to 600");
    }
    if (sampleMegabytes < 1) {
      throw new UserError("invalid --sample-mb " + sampleMegabytes + "; use 1 or more");
    }
    try {
      if (!CryptoProviders.isJca(provider)) {
        throw new UserError(
            "--provider "
                + provider
                + ": not a JCA provider, and parquet's PME takes its ciphers "
                + "from JCA; use one of "
                + String.join(", ", CryptoProviders.jcaNames()));
      }
    } catch (IllegalArgumentException e) {
      throw new UserError("--provider: " + e.getMessage());
    }
  }

  /** What the costs rest on: the calibration's JVM, provider, machine, batches and fit. */
  private static void calibration(ObjectNode calibration, ModuleCosts costs, Path file) {
    calibration.put("java", costs.java);
    calibration.put("vm", costs.vm);
    calibration.put("provider", costs.provider);
    calibration.put("ctrProvider", costs.ctrProvider);
    calibration.put("calibrated", costs.calibrated);
    calibration.put("machineId", costs.machineId);
    calibration.put("machine", costs.machine);
    calibration.put("batches", costs.batches.size());
    calibration.put("steady", costs.steady);
    calibration.put("jvmFlags", costs.jvmFlags);
    calibration.put("file", file.toString());
    if (costs.aroundRead != null) {
      // The fit behind every read's extra CPU, its calibration reads included: what the ± rests on.
      calibration.set("aroundRead", JSON.valueToTree(costs.aroundRead));
    }
  }

  /**
   * A path's files, each counted and checked: plaintext Parquet with the columns {@code --encrypt}
   * names.
   */
  private Table table(String path, Configuration conf) throws IOException {
    Table t;
    try {
      t = new Table(path, TableFiles.of(path, conf));
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    ColumnSet set = EncryptOption.parse(encrypt.one(ColumnSet.ALL));
    for (int i = 0; i < t.files.size(); i++) {
      String file = t.files.names.get(i);
      InputFile input = t.files.inputs.get(i);
      FileModules modules;
      try {
        modules = FileModules.of(input);
      } catch (IOException | RuntimeException e) {
        throw new UserError(file + ": " + e.getMessage());
      }
      try (ParquetFileReader reader = ParquetFileReader.open(input)) {
        Set<String> chosen = set.dottedLeaves(reader.getFooter().getFileMetaData().getSchema());
        if (t.encrypted == null) {
          t.encrypted = chosen;
        }
      } catch (IllegalArgumentException e) {
        throw new UserError(file + ": " + e.getMessage());
      }
      t.modules.add(modules);
      t.columns.addAll(modules.columns.keySet());
    }
    if (set.isAll()) {
      t.encrypted = null;
    }
    return t;
  }

  /**
   * Evenly spaced row groups (indices) of about {@code budget} stored bytes in all, at least one;
   * null when the whole is within the budget.
   */
  static Set<Integer> sample(List<Long> rowGroupBytes, long budget) {
    long total = 0;
    for (long b : rowGroupBytes) {
      total += b;
    }
    int n = rowGroupBytes.size();
    if (total <= budget || n <= 1) {
      return null;
    }
    int k = (int) Math.max(1, Math.min(n - 1, (long) ((double) budget / total * n)));
    Set<Integer> chosen = new TreeSet<Integer>();
    for (int i = 0; i < k; i++) {
      chosen.add((int) ((long) i * n / k));
    }
    return chosen;
  }

  /**
   * The row groups a plaintext read is timed on: all of them, or an evenly spaced sample scaled to
   * the whole.
   */
  private static final class ReadSample {
    final List<Long> rowGroupBytes = new ArrayList<Long>();

    /** The sampled row groups' indices among all, or null for all. */
    final Set<Integer> sample;

    /** File index to its row groups read. */
    final Map<Integer, Set<Integer>> read = new LinkedHashMap<Integer, Set<Integer>>();

    final long bytes;

    /** The whole's bytes over the sample's. */
    final double scale;

    ReadSample(Table t, long budget) {
      List<int[]> where = new ArrayList<int[]>();
      for (int f = 0; f < t.modules.size(); f++) {
        List<Long> groups = t.modules.get(f).rowGroupBytes;
        for (int g = 0; g < groups.size(); g++) {
          rowGroupBytes.add(groups.get(g));
          where.add(new int[] {f, g});
        }
      }
      sample = sample(rowGroupBytes, budget);
      long all = 0;
      long part = 0;
      for (int i = 0; i < where.size(); i++) {
        all += rowGroupBytes.get(i);
        if (sample == null || sample.contains(i)) {
          part += rowGroupBytes.get(i);
          read.computeIfAbsent(where.get(i)[0], k -> new TreeSet<Integer>()).add(where.get(i)[1]);
        }
      }
      bytes = all;
      scale = part == 0 ? 1 : (double) all / part;
    }
  }

  private ObjectNode estimate(PrintWriter out, Table t, ModuleCosts costs) throws IOException {
    // The table's row groups, file after file: a sample of them is what the read times.
    ReadSample read = new ReadSample(t, sampleMegabytes << 20);
    String name = t.path;
    ObjectNode result = JSON.createObjectNode();
    result.put("file", name);
    result.put("parquetFiles", t.files.size());
    result.put("columns", t.columns.size());
    result.put("rowGroups", read.rowGroupBytes.size());
    result.put("bytes", read.bytes);
    ArrayNode chosen = result.putArray("encrypted");
    for (String c : t.encrypted == null ? t.columns : t.encrypted) {
      chosen.add(c);
    }
    SteadyTiming plaintext = plaintextRead(t, read);
    out.printf(
        Locale.ROOT,
        "%s: %s%d column(s), %d row group(s), %.1f MB; a plaintext read takes %s ms in this JVM%s%n",
        name,
        t.files.size() > 1 ? t.files.size() + " files, " : "",
        t.columns.size(),
        read.rowGroupBytes.size(),
        read.bytes / 1e6,
        plaintext.millis(),
        read.sample == null
            ? ""
            : String.format(
                Locale.ROOT,
                " (timed on %d of "
                    + "%d row groups, %.1f%% of the bytes, and scaled to the whole)",
                read.sample.size(),
                read.rowGroupBytes.size(),
                100 / read.scale));
    result.set("plaintextRead", plaintext.json(JSON));
    if (read.sample != null) {
      ObjectNode sampled = result.putObject("sample");
      sampled.put("rowGroups", read.sample.size());
      sampled.put("of", read.rowGroupBytes.size());
      sampled.put("bytesFraction", 1 / read.scale);
    }
    out.printf(
        Locale.ROOT,
        "encrypting %s, every column under a key of its own, footer encrypted:%n",
        t.encrypted == null ? "all columns" : String.join(", ", t.encrypted));
    modes(out, t, costs, plaintext, result.putObject("modes"));
    out.println(footnote(costs));
    AroundCipherCosts around = costs.aroundRead;
    if (around != null) {
      out.print(coverage(t, around, result));
    }
    if (t.encrypted == null) {
      out.print(perColumn(t, costs, plaintext.meanNanos, result.putArray("perColumn")));
    }
    return result;
  }

  /**
   * The plaintext read of the sampled row groups, timed after a long warm-up and scaled to the
   * whole.
   */
  private SteadyTiming plaintextRead(Table t, ReadSample read) {
    // Parquet's read paths compile for seconds (docs/findings.md, the JIT plateau): a longer
    // warm-up.
    return SteadyTiming.of(
            () -> {
              long records = 0;
              for (Map.Entry<Integer, Set<Integer>> f : read.read.entrySet()) {
                try {
                  records +=
                      StandardFiles.readRowGroups(
                          t.files.inputs.get(f.getKey()),
                          null,
                          StandardFiles.configuration(),
                          x -> {},
                          f.getValue()::contains);
                } catch (IOException e) {
                  throw new IllegalStateException(e);
                }
              }
              return records;
            },
            READ_WARMUP * seconds,
            seconds)
        .scaled(read.scale);
  }

  /**
   * The table of both modes: what a read decrypts and a write encrypts, their price and the read's
   * overhead.
   */
  private void modes(
      PrintWriter out, Table t, ModuleCosts costs, SteadyTiming plaintext, ObjectNode modes) {
    int encryptedColumns = t.encrypted == null ? t.columns.size() : t.encrypted.size();
    long objects = t.files.size() * ModuleCosts.cipherObjects(encryptedColumns);
    out.println(
        "| mode | a read decrypts | crypto per read, ms | extra CPU per read, ms | read overhead, predicted "
            + "| a write encrypts | crypto per write, ms |");
    out.println("|---|---|---|---|---|---|---|");
    for (EncryptionMode mode :
        new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      ModuleCounts readCounts = ModuleCounts.NONE;
      ModuleCounts writeCounts = ModuleCounts.NONE;
      for (FileModules m : t.modules) {
        readCounts = readCounts.plus(m.counts(mode, t.encrypted, true, true, true));
        writeCounts = writeCounts.plus(m.counts(mode, t.encrypted, false, true, true));
      }
      SteadyTiming d = SteadyTiming.ofBatches(costs.nanos(readCounts, objects, true), costs.steady);
      SteadyTiming x = extra(costs, d, readCounts, (long) t.files.size() * encryptedColumns);
      SteadyTiming e =
          SteadyTiming.ofBatches(costs.nanos(writeCounts, objects, false), costs.steady);
      out.printf(
          Locale.ROOT,
          "| %s | %s | %s | %s | %s | %s | %s |%n",
          mode,
          ModuleTable.counts(readCounts),
          d.millis(),
          x.millis(),
          x.over(plaintext),
          ModuleTable.counts(writeCounts),
          e.millis());
      ObjectNode m = modes.putObject(mode.name());
      ObjectNode r = m.putObject("read");
      counts(r, readCounts);
      r.put("cipherObjects", objects);
      r.set("crypto", d.json(JSON));
      r.set("extra", x.json(JSON));
      r.put("overhead", x.meanNanos / plaintext.meanNanos);
      ObjectNode w = m.putObject("write");
      counts(w, writeCounts);
      w.put("cipherObjects", objects);
      w.set("crypto", e.json(JSON));
      if (replay) {
        SteadyTiming rd = replayed(t, mode, true);
        SteadyTiming we = replayed(t, mode, false);
        out.printf(
            Locale.ROOT,
            "|   replayed | the same modules through parquet's ciphers | %s | | %s | | %s |%n",
            rd.millis(),
            rd.over(plaintext),
            we.millis());
        r.set("replayed", rd.json(JSON));
        w.set("replayed", we.json(JSON));
      }
    }
  }

  /** What the table's numbers are and what their ± covers. */
  private String footnote(ModuleCosts costs) {
    AroundCipherCosts around = costs.aroundRead;
    return String.format(
        Locale.ROOT,
        "(crypto: the modules at the calibration's cipher costs, ± the spread of its %d batches; "
            + "extra CPU: that and the work around each module, %s, ± both and %s; the read: mean of %d batches after "
            + "%.1f s of warm-up, ± their 95%% interval within this JVM; the overhead's interval combines them; † no "
            + "steady state. No ± here covers the spread between JVMs: the files family measures that, see docs/your-data.md)",
        costs.batches.size(),
        around == null
            ? "not calibrated (a cached calibration of an older suite)"
            : String.format(
                Locale.ROOT,
                "%.0f ns a module, %.3f ns a byte and %.1f µs an encrypted column, fitted "
                    + "to %d paired reads of the calibration's files",
                around.perModule,
                around.perByte,
                around.perColumn / 1e3,
                around.reads.size()),
        around == null
            ? "nothing for it"
            : String.format(
                Locale.ROOT,
                "the fit's leave-one-out misses, %.0f%% " + "(%.0f%% at 95%%)",
                100 * around.relativeError,
                100 * around.relativeHalfWidth()),
        SteadyTiming.BATCHES,
        READ_WARMUP * seconds);
  }

  /**
   * Whether the table's reads are as wide as the calibration's: how many encrypted column chunks of
   * many values one row group decodes side by side, against the most a calibration read did. The
   * same values decoded from decrypted pages cost an encrypted read more or less than a plaintext
   * read pays for them, by an amount that depends on how many such columns are decoded at once,
   * whatever their codec, and that no price of modules, bytes and columns foresees
   * (docs/your-data.md). Empty when covered.
   */
  private static String coverage(Table t, AroundCipherCosts around, ObjectNode json) {
    int wide = 0;
    for (FileModules m : t.modules) {
      wide = Math.max(wide, m.manyValuesAtOnce(t.encrypted));
    }
    long seen = around.manyValueColumnsCalibrated();
    json.put("manyValueColumns", wide);
    json.put("calibratedManyValueColumns", seen);
    json.put("outsideCalibration", wide > seen);
    if (wide <= seen) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "outside the calibration: a read decodes %d encrypted columns of %,d values or "
            + "more side by side, the calibration's reads %d at most. Decoding the same values from decrypted pages costs "
            + "more or less than from plaintext ones, by an amount that changes with such columns and that the price does "
            + "not see (docs/your-data.md): the extra CPU can miss in either direction by more than its ±.%n",
        wide,
        FileModules.MANY_VALUES,
        seen);
  }

  /**
   * A read's predicted extra CPU: the cipher price {@code crypto} and the calibrated work around
   * its modules and its {@code columns} encrypted columns (over the files).
   */
  private static SteadyTiming extra(
      ModuleCosts costs, SteadyTiming crypto, ModuleCounts counts, long columns) {
    return costs.aroundRead == null
        ? crypto
        : crypto.plus(
            costs.aroundRead.nanos(counts, columns), costs.aroundRead.relativeHalfWidth());
  }

  /**
   * The table's modules in {@code mode} replayed file after file, decrypted ({@code read}) or
   * encrypted.
   */
  private SteadyTiming replayed(Table t, EncryptionMode mode, boolean read) {
    List<ModuleReplay> files = new ArrayList<ModuleReplay>();
    for (FileModules m : t.modules) {
      files.add(ModuleReplay.of(SyntheticModules.of(m, mode, t.encrypted, read)));
    }
    return SteadyTiming.of(
        () -> {
          long produced = 0;
          for (ModuleReplay r : files) {
            produced += r.run();
          }
          return produced;
        },
        seconds,
        seconds);
  }

  private static void counts(ObjectNode node, ModuleCounts c) {
    node.put("gcmModules", c.gcmModules);
    node.put("gcmBytes", c.gcmBytes);
    node.put("ctrModules", c.ctrModules);
    node.put("ctrBytes", c.ctrBytes);
  }

  /**
   * Each column's share of a GCM read's extra CPU: its modules, bytes and four cipher objects per
   * file at the calibration's mean costs, and the work around its modules, in points of the
   * plaintext read.
   */
  private static String perColumn(Table t, ModuleCosts costs, double readNanos, ArrayNode json) {
    ModuleCosts.Batch mean = costs.mean();
    StringBuilder md =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%nPer column, AES_GCM_V1 read (%.0f ns per "
                    + "module + %.3f ns per byte, from the calibration, and the work around them):%n"
                    + "| column | modules | bytes | points of the read |%n|---|---:|---:|---:|%n",
                mean.gcmDecryptCall,
                mean.gcmDecryptByte));
    for (String column : t.columns) {
      ModuleCounts one = ModuleCounts.NONE;
      for (FileModules m : t.modules) {
        if (m.columns.containsKey(column)) {
          one =
              one.plus(
                  m.counts(
                      EncryptionMode.AES_GCM_V1, Collections.singleton(column), true, true, false));
        }
      }
      double nanos =
          mean.nanos(one, 4L * t.files.size(), true)
              + (costs.aroundRead == null ? 0 : costs.aroundRead.nanos(one, t.files.size()));
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %,d | %,d | %+.2f |%n",
              column,
              one.gcmModules,
              one.gcmBytes,
              100 * nanos / readNanos));
      ObjectNode c = json.addObject();
      c.put("column", column);
      c.put("modules", one.gcmModules);
      c.put("bytes", one.gcmBytes);
      c.put("gcmReadPoints", 100 * nanos / readNanos);
    }
    return md.toString();
  }
}
