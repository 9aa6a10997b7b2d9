package org.pmebench.security;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * The same generated mutants (1 to 3 {@link Mutation}s of a seed) read by parquet-java and by each
 * peer that can read the seed; every read sorted into a {@link ReadOutcome}, the first mutant of
 * each distinct finding saved with its recipe, and per implementation the executions and distinct
 * outcomes written as summary.json and summary.md.
 */
public final class MutantCampaign {
  public static final String JAVA = "parquet-java 1.13.1";

  private final List<SeedFile> seeds;
  private final List<PeerReader> peers;
  private final Path dir;
  private final Map<String, Tally> tallies = new LinkedHashMap<String, Tally>();

  /** Per peer, the seeds it reads (their digest as it reads them); the others and why. */
  private final Map<String, Map<String, String>> peerDigests =
      new LinkedHashMap<String, Map<String, String>>();

  private final Map<String, Map<String, String>> peerSkips =
      new LinkedHashMap<String, Map<String, String>>();
  private final List<String> skippedPeers;

  /** Executions and outcomes of one implementation; the first mutant of each distinct finding. */
  static final class Tally {
    long executions;
    final Map<ReadOutcome, Long> outcomes = new EnumMap<ReadOutcome, Long>(ReadOutcome.class);
    final Map<String, Long> distinct = new TreeMap<String, Long>();
    final Map<String, String> firstInput = new TreeMap<String, String>();
  }

  public MutantCampaign(
      List<SeedFile> seeds, List<PeerReader> peers, List<String> skippedPeers, Path dir) {
    this.seeds = seeds;
    this.peers = peers;
    this.skippedPeers = skippedPeers;
    this.dir = dir;
    tallies.put(JAVA, new Tally());
    for (PeerReader p : peers) {
      tallies.put(p.name, new Tally());
    }
  }

  /**
   * Mutants until {@code deadlineMillis} (wall clock) or {@code maxMutants}, from {@code
   * randomSeed}.
   */
  public void run(long randomSeed, long deadlineMillis, int maxMutants) throws IOException {
    Files.createDirectories(dir.resolve("mutants"));
    Files.createDirectories(dir.resolve("findings"));
    baselines();
    Random random = new Random(randomSeed);
    for (int i = 0; i < maxMutants && System.currentTimeMillis() < deadlineMillis; i++) {
      SeedFile seed = seeds.get(i % seeds.size());
      List<Mutation> changes = new ArrayList<Mutation>();
      for (int n = 1 + random.nextInt(3); n > 0; n--) {
        changes.add(Mutation.random(random, seed.bytes.length, seed.lengthOffsets));
      }
      byte[] mutant = Mutation.apply(seed.bytes, changes);
      String recipe = seed.name + ": " + changes;
      record(JAVA, MutantRead.read(mutant, seed), seed, mutant, recipe);
      Path file = null;
      for (PeerReader peer : peers) {
        String digest = peerDigests.get(peer.name).get(seed.name);
        if (digest == null) {
          continue;
        }
        if (file == null) {
          file =
              dir.resolve("mutants")
                  .resolve(String.format(Locale.ROOT, "m%06d-%s.parquet", i, kind(seed)));
          Files.write(file, mutant);
        }
        record(
            peer.name,
            peer.read(file, MutantRead.TIME_LIMIT_MILLIS).against(digest),
            seed,
            mutant,
            recipe);
      }
      if (file != null) {
        deleteRun(file);
      }
    }
  }

  /**
   * The file name tells the drivers how to read it: "-uniform" with the explicit key, else the key
   * tools.
   */
  private static String kind(SeedFile seed) {
    return seed.uniform ? "uniform" : "kms";
  }

  /**
   * Each peer reads each untouched seed it can; its digest is the reference for that seed's
   * mutants.
   */
  private void baselines() throws IOException {
    for (PeerReader peer : peers) {
      Map<String, String> digests = new LinkedHashMap<String, String>();
      Map<String, String> skips = new LinkedHashMap<String, String>();
      for (SeedFile seed : seeds) {
        if (!seed.uniform && seed.keys != SeedFile.Keys.KMS) {
          skips.put(
              seed.name, "column keys without the key tools: the peers' explicit keys are uniform");
          continue;
        }
        Path file =
            dir.resolve("mutants")
                .resolve("seed-" + seed.name.replace('.', '_') + "-" + kind(seed) + ".parquet");
        Files.write(file, seed.bytes);
        MutantRead.Result r = peer.read(file, MutantRead.TIME_LIMIT_MILLIS);
        if (r.outcome == ReadOutcome.READ_OK) {
          digests.put(seed.name, r.digest);
        } else {
          skips.put(seed.name, "the untouched file does not read: " + r.detail);
        }
        deleteRun(file);
      }
      peerDigests.put(peer.name, digests);
      peerSkips.put(peer.name, skips);
    }
  }

  private void deleteRun(Path file) throws IOException {
    try (java.util.stream.Stream<Path> siblings = Files.list(file.getParent())) {
      for (Object o : siblings.toArray()) {
        Path p = (Path) o;
        if (p.getFileName().toString().startsWith(file.getFileName().toString())) {
          Files.delete(p);
        }
      }
    }
  }

  /**
   * Counts one read; a new distinct finding is saved (mutant and recipe) under a name, which is
   * returned (else null).
   */
  public String record(
      String implementation, MutantRead.Result r, SeedFile seed, byte[] mutant, String recipe)
      throws IOException {
    Tally t = tallies.get(implementation);
    t.executions++;
    Long n = t.outcomes.get(r.outcome);
    t.outcomes.put(r.outcome, n == null ? 1 : n + 1);
    String key = r.outcome + ": " + signature(r, seed);
    Long d = t.distinct.get(key);
    t.distinct.put(key, d == null ? 1 : d + 1);
    if (d == null && r.outcome != ReadOutcome.READ_OK && r.outcome != ReadOutcome.CLEAN_ERROR) {
      String name =
          String.format(
              Locale.ROOT,
              "%s-%s-%02d",
              implementation.replaceAll("[^a-z0-9]+", "_"),
              r.outcome.name().toLowerCase(Locale.ROOT),
              t.firstInput.size());
      Files.write(dir.resolve("findings").resolve(name + ".parquet"), mutant);
      Files.write(
          dir.resolve("findings").resolve(name + ".txt"),
          (implementation + "\n" + r.outcome + ": " + r.detail + "\nrecipe: " + recipe + "\n")
              .getBytes(StandardCharsets.UTF_8));
      t.firstInput.put(key, name + ".parquet (" + recipe + ")");
      return name;
    }
    return null;
  }

  /**
   * What tells two outcomes apart: a Java exception's type and where it was thrown, a peer's
   * message, numbers and file names left out; for values read, the seed (wrong values from a seed
   * that GCM authenticates whole would break PME's promise).
   */
  static String signature(MutantRead.Result r, SeedFile seed) {
    if (r.outcome == ReadOutcome.READ_OK || r.outcome == ReadOutcome.WRONG_DATA_ACCEPTED) {
      return seed.name + (seed.fullyAuthenticated ? " (fully authenticated)" : "");
    }
    String d = r.detail.replaceAll("'[^']*'", "'FILE'").replaceAll("[0-9]+", "N");
    int colon = d.indexOf(": ");
    int at = d.lastIndexOf(" (at ");
    if (colon > 0 && at > colon && d.substring(0, colon).matches("[a-z]+(\\.[A-Za-z0-9_$]+)+")) {
      return d.substring(0, colon) + d.substring(at); // a Java exception: its type and its frame
    }
    return d.length() > 120 ? d.substring(0, 120) : d;
  }

  /** Writes summary.json and summary.md into the campaign's directory. */
  public void writeSummary(String command) throws IOException {
    Map<String, Object> json = new LinkedHashMap<String, Object>();
    json.put("command", command);
    json.put("seeds", seedNames());
    json.put("skippedImplementations", skippedPeers);
    Map<String, Object> impls = new LinkedHashMap<String, Object>();
    StringBuilder md =
        new StringBuilder(
            "# Fuzzing the PME read paths\n\n`"
                + command
                + "`\n\n"
                + "| implementation | executions | "
                + outcomeHeader()
                + " distinct outcomes |\n|---|---|"
                + repeat("---|", ReadOutcome.values().length)
                + "---|\n");
    for (Map.Entry<String, Tally> e : tallies.entrySet()) {
      Tally t = e.getValue();
      Map<String, Object> one = new LinkedHashMap<String, Object>();
      one.put("executions", t.executions);
      Map<String, Long> outcomes = new LinkedHashMap<String, Long>();
      md.append("| ").append(e.getKey()).append(" | ").append(t.executions).append(" |");
      for (ReadOutcome o : ReadOutcome.values()) {
        Long n = t.outcomes.get(o);
        outcomes.put(o.name(), n == null ? 0 : n);
        md.append(' ').append(n == null ? 0 : n).append(" |");
      }
      md.append(' ').append(t.distinct.size()).append(" |\n");
      one.put("outcomes", outcomes);
      one.put("distinctOutcomes", t.distinct);
      one.put("findings", t.firstInput);
      if (peerSkips.containsKey(e.getKey())) {
        one.put("seedsNotRead", peerSkips.get(e.getKey()));
      }
      impls.put(e.getKey(), one);
    }
    json.put("implementations", impls);
    for (String s : skippedPeers) {
      md.append("\nnot run: ").append(s).append('\n');
    }
    for (Map.Entry<String, Tally> e : tallies.entrySet()) {
      md.append("\n## ").append(e.getKey()).append(": distinct outcomes\n\n");
      for (Map.Entry<String, Long> d : e.getValue().distinct.entrySet()) {
        md.append("- ").append(d.getValue()).append(" x ").append(d.getKey()).append('\n');
      }
      for (Map.Entry<String, String> f : e.getValue().firstInput.entrySet()) {
        md.append("- saved: ").append(f.getValue()).append('\n');
      }
    }
    new ObjectMapper()
        .enable(SerializationFeature.INDENT_OUTPUT)
        .writeValue(dir.resolve("summary.json").toFile(), json);
    Files.write(dir.resolve("summary.md"), md.toString().getBytes(StandardCharsets.UTF_8));
  }

  /** Executions of {@code implementation}, and how many ended in {@code outcome}. */
  public long executions(String implementation) {
    return tallies.get(implementation).executions;
  }

  public long count(String implementation, ReadOutcome outcome) {
    Long n = tallies.get(implementation).outcomes.get(outcome);
    return n == null ? 0 : n;
  }

  public Map<String, Long> distinct(String implementation) {
    return Collections.unmodifiableMap(tallies.get(implementation).distinct);
  }

  private List<String> seedNames() {
    List<String> names = new ArrayList<String>();
    for (SeedFile s : seeds) {
      names.add(s.name);
    }
    return names;
  }

  private static String outcomeHeader() {
    StringBuilder s = new StringBuilder();
    for (ReadOutcome o : ReadOutcome.values()) {
      s.append(o.name()).append(" |");
    }
    return s.toString();
  }

  private static String repeat(String s, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(s);
    }
    return b.toString();
  }
}
