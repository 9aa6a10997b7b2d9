package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhJsonReaderTest {
  @TempDir Path dir;

  static Path fixture(String name) throws Exception {
    return Paths.get(JmhJsonReaderTest.class.getResource("/jmh/" + name).toURI());
  }

  @Test
  void readsARecordedJmhRun() throws Exception {
    List<JmhResult> results = JmhJsonReader.read(fixture("cipher-warm-intrinsics-off-t1.json"));
    assertEquals(8, results.size());
    JmhResult first = results.get(0);
    assertEquals("org.pmebench.cipher.AesCtrBenchmark.decrypt", first.benchmark);
    assertEquals("AesCtrBenchmark", first.benchmarkClass());
    assertEquals("decrypt", first.operation());
    assertEquals("1KiB", first.param("chunkSize"));
    assertEquals("ops/s", first.unit);
    assertEquals("warm", first.measurement());
    assertEquals("intrinsics-off", first.variant());
    assertTrue(Double.isNaN(first.scoreError), "a single iteration has no error");
  }

  @Test
  void singleShotResultsAreCold() throws Exception {
    JmhResult cold = JmhJsonReader.read(fixture("cipher-cold-intrinsics-on-t1.json")).get(0);
    assertEquals("cold", cold.measurement());
    assertEquals("intrinsics-on", cold.variant());
    assertEquals("us/op", cold.unit);
  }

  @Test
  void rejectsEmptyTruncatedAndForeignFilesNamingTheFile() throws Exception {
    assertRejected("", "empty file");
    assertRejected(
        "[{\"benchmark\": \"x\", \"mode\": \"thrpt\", \"primaryMetric\": {\"sco", "not valid JSON");
    assertRejected("{\"benchmarks\": []}", "expected an array");
    assertRejected("[{\"name\": \"not jmh\"}]", "result #0 is not a JMH result");
  }

  @Test
  void rejectsAMissingFile() {
    InvalidResultsException e =
        assertThrows(
            InvalidResultsException.class, () -> JmhJsonReader.read(dir.resolve("absent.json")));
    assertTrue(e.getMessage().contains("absent.json"), e.getMessage());
  }

  private void assertRejected(String content, String reason) throws Exception {
    Path file = dir.resolve("bad.json");
    Files.write(file, content.getBytes(StandardCharsets.UTF_8));
    InvalidResultsException e =
        assertThrows(InvalidResultsException.class, () -> JmhJsonReader.read(file));
    assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }
}
