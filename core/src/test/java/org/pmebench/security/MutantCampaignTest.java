package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated-mutant campaign: its count and summary on a short parquet-java-only run, how a peer
 * driver's exit is sorted, and (only when scripts/fuzz-pme.sh sets PMEBENCH_FUZZ_SECONDS) the
 * campaign itself with the peers the script found.
 */
class MutantCampaignTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void aShortCampaignCountsEveryMutantAndWritesItsSummary() throws IOException {
    MutantCampaign campaign =
        new MutantCampaign(
            FuzzSeeds.suite(),
            new ArrayList<PeerReader>(),
            Arrays.asList("pyarrow: not asked for"),
            dir);
    campaign.run(47, Long.MAX_VALUE, 15);
    campaign.writeSummary("test");
    assertEquals(15, campaign.executions(MutantCampaign.JAVA));
    long sum = 0;
    for (ReadOutcome o : ReadOutcome.values()) {
      sum += campaign.count(MutantCampaign.JAVA, o);
    }
    assertEquals(15, sum);
    String md = new String(Files.readAllBytes(dir.resolve("summary.md")), StandardCharsets.UTF_8);
    assertTrue(md.contains("| parquet-java 1.13.1 | 15 |"), md);
    assertTrue(md.contains("not run: pyarrow: not asked for"), md);
    assertEquals(
        15,
        JSON.readTree(dir.resolve("summary.json").toFile())
            .path("implementations")
            .path(MutantCampaign.JAVA)
            .path("executions")
            .asInt());
    SeedFile gcm = FuzzSeeds.suite().get(0);
    assertEquals(
        "arrow-rs says: panic: capacity overflow (at src/file.rs:N:N)",
        "arrow-rs says: "
            + MutantCampaign.signature(
                    PeerReader.classify(
                        101,
                        null,
                        "thread 'main' panicked at src/file.rs:9:5:\n" + "capacity overflow\n"),
                    gcm)
                .replaceFirst("^exit N: ", ""));
    assertEquals(
        "java.lang.NullPointerException (at a.B.c)",
        MutantCampaign.signature(
            MutantRead.failure(stackAt(new NullPointerException("x 12")), 0), gcm));
    assertEquals(
        "suite-gcm-uniform (fully authenticated)",
        MutantCampaign.signature(
            PeerReader.classify(0, JSON.readTree("{\"rows\": 3, \"checksum\": \"ab\"}"), ""), gcm));
  }

  private static Throwable stackAt(Throwable t) {
    t.setStackTrace(new StackTraceElement[] {new StackTraceElement("a.B", "c", "B.java", 1)});
    return t;
  }

  @Test
  void aPeersExitIsSorted() throws IOException {
    JsonNode read =
        JSON.readTree("{\"file\": \"m-uniform.parquet\", \"rows\": 3, \"checksum\": \"ab\"}");
    JsonNode refused =
        JSON.readTree(
            "{\"file\": \"m-uniform.parquet\", \"error\": \"OSError: Couldn't deserialize\"}");
    JsonNode tooBig = JSON.readTree("{\"file\": \"m.parquet\", \"error\": \"MemoryError: \"}");
    assertEquals(ReadOutcome.READ_OK, PeerReader.classify(0, read, "").outcome);
    assertEquals(
        ReadOutcome.WRONG_DATA_ACCEPTED, PeerReader.classify(0, read, "").against("cd").outcome);
    assertEquals(ReadOutcome.CLEAN_ERROR, PeerReader.classify(0, refused, "").outcome);
    assertEquals(ReadOutcome.MEMORY, PeerReader.classify(0, tooBig, "").outcome);
    assertEquals(
        ReadOutcome.MEMORY,
        PeerReader.classify(134, null, "memory allocation of 2147483647 bytes failed\n").outcome);
    MutantRead.Result panic =
        PeerReader.classify(
            101,
            null,
            "thread 'main' (5233) panicked at src/file.rs:9:5:\ncapacity overflow\nnote: run with `RUST_BACKTRACE=1`\n");
    assertEquals(ReadOutcome.CRASH, panic.outcome);
    assertEquals("exit 101: panic: capacity overflow (at src/file.rs:9:5)", panic.detail);
    assertEquals("signal 11: (nothing on stderr)", PeerReader.classify(139, null, "").detail);
  }

  /**
   * scripts/fuzz-pme.sh's second half: the same mutants read by parquet-java and the peers it
   * found.
   */
  @Test
  @EnabledIfEnvironmentVariable(named = "PMEBENCH_FUZZ_SECONDS", matches = "[0-9]+")
  void campaign() throws IOException {
    long seconds = Long.parseLong(System.getenv("PMEBENCH_FUZZ_SECONDS"));
    List<PeerReader> peers = new ArrayList<PeerReader>();
    String python = System.getenv("PMEBENCH_FUZZ_PYTHON");
    if (python != null && !python.isEmpty()) {
      peers.add(
          new PeerReader(
              "pyarrow", Arrays.asList(python, "peers/python/pyarrow_peer.py"), 4L << 30));
    }
    String arrowRs = System.getenv("PMEBENCH_FUZZ_ARROW_RS");
    if (arrowRs != null && !arrowRs.isEmpty()) {
      peers.add(new PeerReader("arrow-rs", Arrays.asList(arrowRs), 2L << 30));
    }
    List<String> skipped = new ArrayList<String>();
    String release = System.getenv("PMEBENCH_FUZZ_RELEASE");
    if (release != null && !release.isEmpty()) {
      try {
        peers.add(
            FuzzRelease.reader(release, Paths.get("core/target/fuzz/release-" + release + ".log")));
      } catch (IOException e) {
        skipped.add("parquet-java " + release + ": " + e.getMessage());
      }
    }
    for (String line : String.valueOf(System.getenv("PMEBENCH_FUZZ_SKIPPED")).split("\n")) {
      if (!line.trim().isEmpty() && !line.equals("null")) {
        skipped.add(line.trim());
      }
    }
    Path out = Paths.get("core/target/fuzz/mutants");
    MutantCampaign campaign = new MutantCampaign(FuzzInputs.seeds(), peers, skipped, out);
    campaign.run(
        Long.parseLong(System.getenv().getOrDefault("PMEBENCH_FUZZ_RANDOM_SEED", "47")),
        System.currentTimeMillis() + seconds * 1000,
        Integer.MAX_VALUE);
    campaign.writeSummary(
        "scripts/fuzz-pme.sh: generated mutants for "
            + seconds
            + " s (random seed "
            + System.getenv().getOrDefault("PMEBENCH_FUZZ_RANDOM_SEED", "47")
            + ")");
  }
}
