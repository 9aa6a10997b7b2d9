package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The Java reader's answers in the peers' protocol, here with the built-in release; read back as
 * PeerReader does.
 */
class FuzzReadMainTest {
  @Test
  void aSeedReadsAndATruncatedOneIsRefusedInThePeersProtocol() throws Exception {
    SeedFile seed = FuzzSeeds.suite().get(0);
    Path file = Paths.get("m-" + (seed.uniform ? "uniform" : "kms") + ".parquet");
    assertEquals(seed.keys, FuzzReadMain.keysOf(file));
    JsonNode ok = FuzzReadMain.answer(file, MutantRead.read(seed.bytes, seed.keys, 10_000));
    assertTrue(
        ok.path("parquetHadoop").asText().startsWith("parquet-hadoop-1.13.1"), ok.toString());
    MutantRead.Result read = PeerReader.classify(0, ok.path("read").path(0), "");
    assertEquals(ReadOutcome.READ_OK, read.outcome, read.detail);
    assertEquals(seed.digest, read.digest);
    byte[] cut = Arrays.copyOf(seed.bytes, seed.bytes.length - 9);
    JsonNode refused = FuzzReadMain.answer(file, MutantRead.read(cut, seed.keys, 10_000));
    assertEquals(
        ReadOutcome.CLEAN_ERROR,
        PeerReader.classify(0, refused.path("read").path(0), "").outcome,
        refused.toString());
  }
}
