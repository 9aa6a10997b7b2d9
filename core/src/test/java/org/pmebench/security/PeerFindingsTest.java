package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The arrow-rs findings of docs/findings.md ("Fuzzing the PME read paths"), minimized: one changed
 * page-header module length in suite-gcm-uniform (every column and the footer under the footer key
 * "0123456789012345", AES_GCM_V1). Needs the arrow-rs driver, so it runs only from
 * scripts/fuzz-pme.sh (PMEBENCH_FUZZ_ARROW_RS); the files go to core/target/fuzz/peer-findings/.
 * parquet-java's answer to the same files is pinned beside them.
 */
@EnabledIfEnvironmentVariable(named = "PMEBENCH_FUZZ_ARROW_RS", matches = ".+")
class PeerFindingsTest {
  private static final Path OUT = Paths.get("core/target/fuzz/peer-findings");

  /**
   * A module length under 12 (nonce) + 16 (tag): arrow-rs's RingGcmBlockDecryptor subtracts past
   * zero.
   */
  @Test
  void aPageHeaderModuleOfOneBytePanicsArrowRs() throws IOException {
    MutantRead.Result r = read("arrow-rs-panic-module-length-1", 1);
    assertEquals(ReadOutcome.CRASH, r.outcome, r.detail);
    assertTrue(r.detail.contains("panic"), r.detail);
  }

  /**
   * A module length of 2^31 - 1: arrow-rs's read_and_decrypt allocates it (zeroed) before reading.
   */
  @Test
  void aPageHeaderModuleOfTwoGibAbortsArrowRsUnderItsLimit() throws IOException {
    MutantRead.Result r = read("arrow-rs-abort-module-length-2gib", Integer.MAX_VALUE);
    assertEquals(ReadOutcome.MEMORY, r.outcome, r.detail);
    assertTrue(r.detail.contains("memory allocation of 2147483651 bytes failed"), r.detail);
  }

  private static MutantRead.Result read(String name, int length) throws IOException {
    SeedFile seed = FuzzSeeds.suite().get(0);
    assertEquals("suite-gcm-uniform", seed.name);
    byte[] mutant =
        Mutation.apply(
            seed.bytes,
            Collections.singletonList(
                new Mutation(Mutation.Kind.SET_INT32, seed.lengthOffsets.get(0), length)));
    Files.createDirectories(OUT);
    Path file = OUT.resolve(name + "-uniform.parquet");
    Files.write(file, mutant);
    MutantRead.Result java = MutantRead.read(mutant, seed);
    assertEquals(
        length == 1 ? ReadOutcome.CLEAN_ERROR : ReadOutcome.MEMORY, java.outcome, java.detail);
    PeerReader arrowRs =
        new PeerReader(
            "arrow-rs", Arrays.asList(System.getenv("PMEBENCH_FUZZ_ARROW_RS")), 2L << 30);
    return arrowRs.read(file, MutantRead.TIME_LIMIT_MILLIS);
  }
}
