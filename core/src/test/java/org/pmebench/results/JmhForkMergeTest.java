package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhForkMergeTest {
  @TempDir Path dir;

  private Path file(String name, String spec, int forks, String raw, String secondaryRaw)
      throws Exception {
    String json =
        "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"a.B.readRound\",\"mode\":\"avgt\",\"threads\":1,"
            + "\"forks\":"
            + forks
            + ",\"jvm\":\"/usr/bin/java\",\"jvmArgs\":[],\"jdkVersion\":\"17.0.15\","
            + "\"vmName\":\"OpenJDK\",\"vmVersion\":\"17\",\"warmupIterations\":1,\"warmupTime\":\"1 s\","
            + "\"warmupBatchSize\":1,\"measurementIterations\":2,\"measurementTime\":\"1 s\",\"measurementBatchSize\":1,"
            + "\"params\":{\"spec\":\""
            + spec
            + "\"},"
            + "\"primaryMetric\":{\"score\":0,\"scoreError\":0,\"scoreConfidence\":[0,0],\"scorePercentiles\":{},"
            + "\"scoreUnit\":\"ms/op\",\"rawData\":"
            + raw
            + "},"
            + "\"secondaryMetrics\":{\"rounds\":{\"score\":0,\"scoreError\":0,\"scoreConfidence\":[0,0],"
            + "\"scorePercentiles\":{},\"scoreUnit\":\"#\",\"rawData\":"
            + secondaryRaw
            + "}}}]";
    Path p = dir.resolve(name);
    Files.write(p, json.getBytes(StandardCharsets.UTF_8));
    return p;
  }

  @Test
  void theForksOfALookAreAppendedAndTheScoresComputedAgain() throws Exception {
    Path main = file("main.json", "R1", 2, "[[1,2],[3,4]]", "[[10,10],[10,10]]");
    Path look = file("look.json", "R1", 1, "[[5,6]]", "[[12,12]]");
    JmhForkMerge.append(main, look);
    List<JmhResult> merged = JmhJsonReader.read(main);
    assertEquals(1, merged.size());
    JmhResult r = merged.get(0);
    assertEquals(3, r.forks);
    assertArrayEquals(new double[] {5, 6}, r.rawData[2], 0);
    assertEquals(3.5, r.score, 1e-12, "the mean of all six iterations");
    assertEquals(3, r.secondary.get("rounds").rawData.length);
    assertEquals(64.0 / 6, r.secondary.get("rounds").score, 1e-12);
    assertTrue(r.scoreError > 0);
  }

  @Test
  void forksOfAnotherConfigurationAreRefused() throws Exception {
    Path main = file("main.json", "R1", 2, "[[1,2],[3,4]]", "[[10,10],[10,10]]");
    Path other = file("other.json", "R2", 1, "[[5,6]]", "[[12,12]]");
    byte[] before = Files.readAllBytes(main);
    InvalidResultsException e =
        assertThrows(InvalidResultsException.class, () -> JmhForkMerge.append(main, other));
    assertTrue(
        e.getMessage().contains("forks of another configuration cannot be appended"),
        e.getMessage());
    assertArrayEquals(
        before, Files.readAllBytes(main), "nothing is written when a fork does not fit");
  }
}
