package org.pmebench.releases;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;

class InterleavedForksTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> THREE = Arrays.asList("1.15.2", "1.18.1", "local-x");

  @Test
  void oneBuildRunsAllItsForksInOneChildAndSeveralOneForkARound() {
    InterleavedForks one = new InterleavedForks(1, 5);
    assertEquals(1, one.rounds());
    assertEquals(5, one.forksPerChild);
    assertEquals(THREE, one.order(THREE, 1), "one round keeps the given order");
    InterleavedForks three = new InterleavedForks(3, 5);
    assertEquals(5, three.rounds());
    assertEquals(1, three.forksPerChild);
  }

  @Test
  void everyRoundRunsEveryBuildOnceInAnOrderOfItsOwnThatAResumeReplays() {
    InterleavedForks schedule = new InterleavedForks(3, 12);
    Set<String> firsts = new HashSet<String>();
    Set<List<String>> orders = new HashSet<List<String>>();
    for (int r = 1; r <= schedule.rounds(); r++) {
      List<String> order = schedule.order(THREE, r);
      assertEquals(new HashSet<String>(THREE), new HashSet<String>(order), order.toString());
      assertEquals(3, order.size(), order.toString());
      assertEquals(order, schedule.order(THREE, r), "the same round, the same order");
      firsts.add(order.get(0));
      orders.add(order);
    }
    assertEquals(new HashSet<String>(THREE), firsts, "each build is first in some round");
    assertTrue(orders.size() > 2, "the order changes from round to round: " + orders);
  }

  @Test
  void aBuildsFirstRoundHasItsNameAndTheOthersAreBesideIt() {
    assertEquals(
        Paths.get("run", "jdk17-parquet-1.18.1"),
        InterleavedForks.childDir(Paths.get("run"), "jdk17-parquet-1.18.1", 1));
    assertEquals(
        Paths.get("run", "jdk17-parquet-1.18.1-fork3"),
        InterleavedForks.childDir(Paths.get("run"), "jdk17-parquet-1.18.1", 3));
  }

  @Test
  void theRoundsForksBecomeOneResultInRoundOrder() throws Exception {
    InterleavedForks schedule = new InterleavedForks(2, 3);
    ArrayNode merged =
        schedule.merged(
            Arrays.asList(rows("R1", "[[1,2]]"), rows("R1", "[[3,4]]"), rows("R1", "[[5,6]]")),
            "1.18.1");
    java.nio.file.Path file = java.nio.file.Files.createTempFile("merged", ".json");
    try {
      java.nio.file.Files.write(file, JSON.writeValueAsBytes(merged));
      List<JmhResult> read = JmhJsonReader.read(file);
      assertEquals(1, read.size());
      assertEquals(3, read.get(0).forks);
      assertArrayEquals(new double[] {3, 4}, read.get(0).rawData[1], 0);
      assertArrayEquals(new double[] {5, 6}, read.get(0).rawData[2], 0);
      assertEquals(3.5, read.get(0).score, 1e-12);
    } finally {
      java.nio.file.Files.delete(file);
    }
  }

  @Test
  void aRoundWithAnotherConfigurationIsRefusedNamingTheBuildAndTheRound() throws Exception {
    InterleavedForks schedule = new InterleavedForks(2, 2);
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                schedule.merged(
                    Arrays.asList(rows("R1", "[[1,2]]"), rows("R2", "[[3,4]]")), "1.18.1"));
    assertTrue(e.getMessage().startsWith("1.18.1's round 2: "), e.getMessage());
  }

  /** One JMH result row of {@code spec} with one fork of {@code raw}. */
  private static ArrayNode rows(String spec, String raw) throws IOException {
    String metric =
        "{\"score\":0,\"scoreError\":0,\"scoreConfidence\":[0,0],\"scorePercentiles\":{},"
            + "\"scoreUnit\":\"ms/op\",\"rawData\":"
            + raw
            + "}";
    return (ArrayNode)
        JSON.readTree(
            "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"a.B.readRound\",\"mode\":\"avgt\","
                + "\"threads\":1,\"forks\":1,\"jvm\":\"/usr/bin/java\",\"jvmArgs\":[],"
                + "\"jdkVersion\":\"17\",\"vmName\":\"OpenJDK\",\"vmVersion\":\"17\","
                + "\"warmupIterations\":1,\"warmupTime\":\"1 s\",\"warmupBatchSize\":1,"
                + "\"measurementIterations\":2,\"measurementTime\":\"1 s\",\"measurementBatchSize\":1,"
                + "\"params\":{\"spec\":\""
                + spec
                + "\",\"parquet\":\"1.18.1\"},\"primaryMetric\":"
                + metric
                + ",\"secondaryMetrics\":{\"rounds\":"
                + metric
                + "}}]");
  }
}
