package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import javax.crypto.Cipher;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.InputFile;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.ModuleCounts;
import org.pmebench.crypto.ModuleReplay;
import org.pmebench.crypto.ReplaySplit;
import org.pmebench.crypto.SyntheticModules;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.ColumnSet;
import org.pmebench.userfiles.UserFiles;
import org.pmebench.util.AtomicFiles;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.StandardFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench estimate}: what PME would cost on the user's own plaintext files, without
 * rewriting them: their modules counted from footer and page headers ({@link FileModules}), the
 * same modules sent through parquet's own module ciphers in this JVM ({@link SyntheticModules},
 * {@link ModuleReplay}), and the file's own plaintext read timed beside them.
 */
@Command(name = "estimate", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Estimates what Parquet modular encryption would add to reading and writing your plaintext",
        "Parquet files, in seconds and without rewriting them: counts the modules PME would encrypt from each",
        "file's footer and page headers, times those modules through parquet's module ciphers (AES_GCM_V1 and",
        "AES_GCM_CTR_V1) in this JVM, and times a plaintext read of the file. A prediction from the cost model:",
        "measure it with the benchmarks for a number with forks as replicates."})
final class EstimateCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The plaintext read's warm-up, in multiples of {@link #seconds}. */
  static final int READ_WARMUP = 5;

  @Parameters(paramLabel = "PARQUET", arity = "1..*",
      description = "Plaintext Parquet files, or directories of them (a table: every .parquet file under it).")
  List<Path> paths;

  /** {@link #paths} with directories replaced by their files. */
  private List<Path> files;

  @Option(names = "--encrypt", paramLabel = "COLUMNS", defaultValue = "all",
      description = "The columns to encrypt, dotted paths joined with ',' (a.b.c for nested ones, a group for "
          + "every column under it), or all (default).")
  String encrypt;

  @Option(names = "--seconds", paramLabel = "S", defaultValue = "1",
      description = "Seconds of timing per measurement, and of warm-up at least (the plaintext read: 5 times as "
          + "long; on until a steady state, at most 30 s) (default ${DEFAULT-VALUE}).")
  double seconds;

  @Option(names = "--sample-mb", paramLabel = "MB", defaultValue = "64",
      description = "Time a file larger than this on evenly spaced row groups of about this many MB (at least one), "
          + "and scale its times to the whole file (default ${DEFAULT-VALUE}); the modules are counted whole.")
  long sampleMegabytes;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Also write the estimates as JSON to FILE (written whole or not at all).")
  Path json;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (!(seconds >= 0.05 && seconds <= 600)) {
      throw new UserError("invalid --seconds " + seconds + "; use 0.05 to 600");
    }
    if (sampleMegabytes < 1) {
      throw new UserError("invalid --sample-mb " + sampleMegabytes + "; use 1 or more");
    }
    files = files(paths);
    List<InputFile> inputs = new ArrayList<InputFile>();
    List<FileModules> counted = new ArrayList<FileModules>();
    List<Set<String>> encrypted = new ArrayList<Set<String>>();
    for (Path file : files) {
      InputFile input = DiskFiles.input(file);
      try {
        counted.add(FileModules.of(input));
      } catch (IOException | RuntimeException e) {
        throw new UserError(file + ": " + e.getMessage());
      }
      inputs.add(input);
      // Every file and column checked before anything is timed.
      encrypted.add(columns(file, input));
    }
    PrintWriter out = spec.commandLine().getOut();
    ObjectNode root = JSON.createObjectNode();
    root.put("suite", SuiteVersion.version());
    root.put("commit", SuiteVersion.gitCommit());
    root.put("java", System.getProperty("java.version"));
    root.put("vm", System.getProperty("java.vm.name"));
    root.put("aesGcmProvider", providerOf("AES/GCM/NoPadding"));
    root.put("aesCtrProvider", providerOf("AES/CTR/NoPadding"));
    ArrayNode results = root.putArray("files");
    for (int i = 0; i < files.size(); i++) {
      results.add(estimate(out, files.get(i), inputs.get(i), counted.get(i), encrypted.get(i)));
    }
    out.flush();
    if (json != null) {
      AtomicFiles.writeString(json, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
      out.println("estimates: " + json);
    }
    return 0;
  }

  /** {@link UserFiles#expand}, its refusals as usage errors. */
  static List<Path> files(List<Path> paths) throws IOException {
    try {
      return UserFiles.expand(paths);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }

  private static String providerOf(String transformation) {
    try {
      return Cipher.getInstance(transformation).getProvider().getName();
    } catch (GeneralSecurityException e) {
      return null;
    }
  }

  /**
   * Evenly spaced row groups (indices) of about {@code budget} stored bytes in all, at least one; null
   * when the whole file is within the budget.
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

  private ObjectNode estimate(PrintWriter out, Path file, InputFile input, FileModules modules, Set<String> columns)
      throws IOException {
    Set<Integer> sample = sample(modules.rowGroupBytes, sampleMegabytes << 20);
    FileModules timed = sample == null ? modules : FileModules.of(input, sample);
    double scale = 1;
    if (sample != null) {
      long all = 0;
      long part = 0;
      for (int i = 0; i < modules.rowGroupBytes.size(); i++) {
        all += modules.rowGroupBytes.get(i);
        part += sample.contains(i) ? modules.rowGroupBytes.get(i) : 0;
      }
      scale = (double) all / part;
      out.printf(Locale.ROOT, "%s: timed on %d of %d row groups (%.1f%% of its bytes), times scaled to the whole "
          + "file%n", file, sample.size(), modules.rowGroupBytes.size(), 100 / scale);
    }
    ObjectNode result = JSON.createObjectNode();
    result.put("file", file.toString());
    result.put("columns", modules.columns.size());
    result.put("rowGroups", modules.rowGroups);
    ArrayNode chosen = result.putArray("encrypted");
    for (String c : columns == null ? modules.columns.keySet() : columns) {
      chosen.add(c);
    }
    // Parquet's read paths compile for seconds (docs/findings.md, the JIT plateau): a longer warm-up.
    SteadyTiming read = SteadyTiming.of(() -> {
      try {
        return StandardFiles.readRowGroups(input, null, StandardFiles.configuration(), x -> { },
            i -> sample == null || sample.contains(i));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }, READ_WARMUP * seconds, seconds).scaled(scale);
    out.printf(Locale.ROOT, "%s: %d column(s), %d row group(s); a plaintext read takes %s ms in this JVM%n", file,
        modules.columns.size(), modules.rowGroups, read.millis());
    result.set("plaintextRead", read.json(JSON));
    if (sample != null) {
      ObjectNode sampled = result.putObject("sample");
      sampled.put("rowGroups", sample.size());
      sampled.put("of", modules.rowGroupBytes.size());
      sampled.put("bytesFraction", 1 / scale);
    }
    ObjectNode modes = result.putObject("modes");
    out.printf(Locale.ROOT, "encrypting %s, every column under a key of its own, footer encrypted:%n",
        columns == null ? "all columns" : String.join(", ", columns));
    out.println("| mode | a read decrypts | crypto per read, ms | read overhead, predicted | a write encrypts "
        + "| crypto per write, ms |");
    out.println("|---|---|---|---|---|---|");
    ReplaySplit readSplit = null;
    for (EncryptionMode mode : new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      ModuleReplay decrypt = ModuleReplay.of(SyntheticModules.of(timed, mode, columns, true));
      ModuleReplay encrypt = ModuleReplay.of(SyntheticModules.of(timed, mode, columns, false));
      SteadyTiming d = SteadyTiming.of(decrypt::run, seconds, seconds).scaled(scale);
      SteadyTiming e = SteadyTiming.of(encrypt::run, seconds, seconds).scaled(scale);
      ModuleCounts readCounts = modules.counts(mode, columns, true, true, true);
      ModuleCounts writeCounts = modules.counts(mode, columns, false, true, true);
      out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s |%n", mode, ModuleTable.counts(readCounts), d.millis(),
          d.over(read), ModuleTable.counts(writeCounts), e.millis());
      ObjectNode m = modes.putObject(mode.name());
      ObjectNode r = m.putObject("read");
      counts(r, readCounts);
      r.put("cipherObjects", decrypt.counts.ciphers);
      r.set("crypto", d.json(JSON));
      r.put("overhead", d.meanNanos / read.meanNanos);
      ObjectNode w = m.putObject("write");
      counts(w, writeCounts);
      w.put("cipherObjects", encrypt.counts.ciphers);
      w.set("crypto", e.json(JSON));
      readSplit = mode == EncryptionMode.AES_GCM_V1 ? decrypt.lastSplit() : readSplit;
    }
    out.printf(Locale.ROOT, "(ms: mean of %d batches after %.1f s of warm-up (the read: %.1f s), ± their 95%% interval "
        + "within this JVM; the overhead's interval combines both; † no steady state within %.0f s. The cost model's prediction: measured overheads "
        + "run above it, by the copies and allocation around each module, see docs/your-data.md)%n", SteadyTiming.BATCHES, seconds,
        READ_WARMUP * seconds, SteadyTiming.MAX_WARMUP_SECONDS);
    if (columns == null && readSplit != null) {
      out.print(perColumn(timed, readSplit, read.meanNanos / scale, result.putArray("perColumn")));
    }
    return result;
  }

  private static void counts(ObjectNode node, ModuleCounts c) {
    node.put("gcmModules", c.gcmModules);
    node.put("gcmBytes", c.gcmBytes);
    node.put("ctrModules", c.ctrModules);
    node.put("ctrBytes", c.ctrBytes);
  }

  /** The chosen columns' leaves (null: all), checked against the file's schema (ColumnSet, as the files family). */
  private Set<String> columns(Path file, InputFile input) throws IOException {
    ColumnSet set;
    try {
      set = ColumnSet.parse(encrypt);
    } catch (IllegalArgumentException e) {
      throw new UserError("--encrypt: " + e.getMessage());
    }
    if (set.isAll()) {
      return null;
    }
    try (ParquetFileReader reader = ParquetFileReader.open(input)) {
      return set.dottedLeaves(reader.getFooter().getFileMetaData().getSchema());
    } catch (IllegalArgumentException e) {
      throw new UserError(file + ": " + e.getMessage());
    }
  }

  /**
   * Each column's share of a GCM read's crypto time: its modules at the replay's per-call cost and its
   * bytes at its per-byte cost, in points of the plaintext read.
   */
  private static String perColumn(FileModules modules, ReplaySplit split, double readNanos, ArrayNode json) {
    // The replay's modules: the columns' and the footer's.
    ModuleCounts all = modules.counts(EncryptionMode.AES_GCM_V1, null, true, true, true);
    if (all.gcmModules == 0 || all.gcmBytes == 0) {
      return "";
    }
    double perCall = split.gcmCallNanos / all.gcmModules;
    double perByte = (split.gcmNanos - split.gcmCallNanos) / all.gcmBytes;
    StringBuilder md = new StringBuilder(String.format(Locale.ROOT, "%nPer column, AES_GCM_V1 read (%.0f ns per "
        + "module + %.3f ns per byte, from the replay):%n| column | modules | bytes | points of the read |%n"
        + "|---|---:|---:|---:|%n", perCall, perByte));
    for (Map.Entry<String, FileModules.Column> c : modules.columns.entrySet()) {
      ModuleCounts one = modules.counts(EncryptionMode.AES_GCM_V1, Collections.singleton(c.getKey()), true,
          true, false);
      double nanos = one.gcmModules * perCall + one.gcmBytes * perByte;
      md.append(String.format(Locale.ROOT, "| %s | %,d | %,d | %+.2f |%n", c.getKey(), one.gcmModules, one.gcmBytes,
          100 * nanos / readNanos));
      ObjectNode column = json.addObject();
      column.put("column", c.getKey());
      column.put("modules", one.gcmModules);
      column.put("bytes", one.gcmBytes);
      column.put("gcmReadPoints", 100 * nanos / readNanos);
    }
    return md.toString();
  }
}
