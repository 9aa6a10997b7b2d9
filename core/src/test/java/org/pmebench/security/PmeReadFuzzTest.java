package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Jazzer over parquet-java's encrypted-file reading: footer, column metadata, page headers, pages
 * and the key tools' key material, in the suite's seeds and apache/parquet-testing's. An input is a
 * seed's index and up to four {@link Mutation}s ({@link FuzzInputs#decode}); the read is sorted
 * into a {@link ReadOutcome}. Without JAZZER_FUZZ this replays the saved inputs in {@code
 * PmeReadFuzzTestInputs/readMutant/} (each seed untouched, and the findings of docs/findings.md);
 * scripts/fuzz-pme.sh fuzzes, and keeps the executions and outcomes in target/fuzz/jazzer/.
 *
 * <p>It fails on what would break PME's promise: a changed byte accepted in a file whose every byte
 * GCM authenticates. parquet-java's crashes, hangs and allocations are findings (counted, saved,
 * pinned by {@link KnownFindingsTest}), not failures: the fuzzer goes on. The hang is pinned there,
 * with a shorter limit, rather than saved here, where each replay would wait the full 10 s.
 */
@Tag("jazzer") // in a JVM of its own: core/pom.xml
class PmeReadFuzzTest {
  private static final List<SeedFile> SEEDS = FuzzInputs.seeds();
  private static final boolean FUZZING =
      System.getenv("JAZZER_FUZZ") != null && !System.getenv("JAZZER_FUZZ").isEmpty();
  private static final Path OUT = Paths.get("core/target/fuzz/jazzer");
  private static MutantCampaign log;

  @FuzzTest(maxDuration = "30s")
  void readMutant(byte[] input) throws IOException {
    SeedFile seed = FuzzInputs.seed(input);
    List<Mutation> changes = FuzzInputs.decode(input, seed);
    byte[] mutant = Mutation.apply(seed.bytes, changes);
    MutantRead.Result r = MutantRead.read(mutant, seed);
    if (FUZZING) {
      keep(r, seed, mutant, input, seed.name + ": " + changes);
    }
    assertFalse(
        seed.fullyAuthenticated && r.outcome == ReadOutcome.WRONG_DATA_ACCEPTED,
        "GCM accepted a changed byte: " + seed.name + " " + changes);
  }

  /**
   * Counts every execution; the first input of each distinct finding kept beside the mutant it
   * made.
   */
  private static synchronized void keep(
      MutantRead.Result r, SeedFile seed, byte[] mutant, byte[] input, String recipe)
      throws IOException {
    if (log == null) {
      Files.createDirectories(OUT.resolve("findings"));
      log = new MutantCampaign(SEEDS, new ArrayList<PeerReader>(), new ArrayList<String>(), OUT);
      Runtime.getRuntime().addShutdownHook(new Thread(PmeReadFuzzTest::summary));
    }
    int before = log.distinct(MutantCampaign.JAVA).size();
    String name = log.record(MutantCampaign.JAVA, r, seed, mutant, recipe);
    if (name != null) {
      Files.write(OUT.resolve("findings").resolve(name + ".jazzer-input"), input);
    }
    if (log.distinct(MutantCampaign.JAVA).size() > before
        || log.executions(MutantCampaign.JAVA) % 2000 == 0) {
      summary();
    }
  }

  private static synchronized void summary() {
    try {
      log.writeSummary("JAZZER_FUZZ=1 PmeReadFuzzTest#readMutant (Jazzer, parquet-java only)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
