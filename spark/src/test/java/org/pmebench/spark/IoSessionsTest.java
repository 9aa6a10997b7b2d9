package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;
import org.pmebench.family.spark.SparkQuery;

/**
 * One application alternating spark.io.encryption settings in its JVM: each round runs once per
 * setting, each in a session of its own whose shuffle streams really use that setting's cipher, and
 * a session builder that would hand back a still-running session of other settings fails the
 * application instead of measuring the wrong thing.
 */
class IoSessionsTest {
  private static final String KEYS = KmsEncryption.demoKeyList(42);
  private static final SparkQuery BY_STATE =
      SparkQuery.parse(
          "by_state",
          "-- by_state: stores per state (a scan, "
              + "a shuffle, an aggregation)\n-- tables: store\nSELECT s_state, count(*) AS n FROM store GROUP BY s_state\n");

  @TempDir Path dir;

  private SparkAppSpec spec(String name, String io, List<String> sessions) {
    SparkAppSpec spec = new SparkAppSpec();
    spec.appName = name;
    spec.master = "local[2]";
    spec.scale = 0.002;
    spec.datasetPath = dir.resolve("dataset").toUri().toString();
    spec.workPath = dir.resolve(name + "-work").toUri().toString();
    spec.modes = Arrays.asList("PLAINTEXT", "AES_GCM_V1");
    spec.io = io;
    spec.ioSessions = sessions;
    spec.rounds = 2;
    spec.conf.put("spark.sql.shuffle.partitions", "4");
    return spec;
  }

  private static final SparkQuery BY_CITY =
      SparkQuery.parse(
          "by_city",
          "-- by_city: stores per "
              + "city\n-- tables: store\nSELECT s_city, count(*) AS n FROM store GROUP BY s_city\n");

  @Test
  void everyQueryRunsInASessionOfEachSettingBackToBackAndItsStreamsUseThatSettingsCipher()
      throws IOException {
    List<String> settings = Arrays.asList("off", "jce", SparkMatrix.IO_CONTROL);
    SparkAppSpec spec = spec("alternating", "off", settings);
    SparkAppResult result = new SparkAppResult();
    result.appName = spec.appName;
    int status =
        new SparkBenchApp(
                spec, result, Arrays.asList(BY_STATE, BY_CITY), AppSessions.made(spec, KEYS))
            .run();
    assertEquals(0, status, result.failure);
    assertEquals(new java.util.HashSet<String>(settings), result.sessions.keySet());
    SparkAppResult off = result.sessions.get("off");
    SparkAppResult jce = result.sessions.get("jce");
    SparkAppResult control = result.sessions.get(SparkMatrix.IO_CONTROL);
    assertFalse(off.ioEncryptionEnabled);
    assertNull(off.ioCipherClass);
    assertTrue(jce.ioEncryptionEnabled);
    assertEquals(
        SparkSettings.JCE_CIPHER, jce.ioCipherClass, "the probe saw the jce session's own cipher");
    assertEquals("true", jce.conf.get(SparkSettings.IO_ENABLED));
    assertFalse(
        control.ioEncryptionEnabled, "the A/A control's session encrypts nothing, as off's");
    assertNull(control.ioCipherClass);
    int starts = 0;
    for (SparkAppResult session : Arrays.asList(off, jce, control)) {
      for (String query : Arrays.asList("by_state", "by_city")) {
        SparkAppResult.QueryTimes times = session.queries.get(query);
        for (String mode : spec.modes) {
          assertEquals(
              2,
              times.wallNanos.get(mode).size(),
              session.io + " " + query + " " + mode + ": both measured rounds");
          assertTrue(
              times.tasks.get(mode).shuffleBlocksFetched > 0,
              session.io + " " + mode + " shuffled");
        }
      }
      assertTrue(session.taskMetrics, session.io);
      assertEquals("alternating", session.appName, "every session belongs to one application");
      starts += session.sessionStarts;
    }
    // Per round, each query in all three settings' sessions back to back: a restart whenever the
    // setting changes,
    // at least 2 per query and round (4 blocks of 3) plus the writing session: 9. Round by round it
    // would be 7.
    assertTrue(starts >= 9, "sessions alternate query by query: " + starts + " starts");
    assertEquals(off.queries.get("by_state").checksum, jce.queries.get("by_state").checksum);
    assertEquals(off.queries.get("by_state").checksum, control.queries.get("by_state").checksum);
    assertEquals(2, off.writes.size(), "the tables were written once, in the io=off session");
    assertTrue(jce.writes.isEmpty());
    assertTrue(control.writes.isEmpty());
    assertEquals("3.5.5", result.sparkVersion);
    assertFalse(Files.exists(dir.resolve("alternating-work")), "its tables are deleted");
    assertFalse(
        SparkSession.getActiveSession().isDefined()
            && !SparkSession.getActiveSession().get().sparkContext().isStopped(),
        "no session is left running");
  }

  @Test
  void aSessionThatKeptAnotherSessionsSettingsFailsTheApplicationNamed() throws IOException {
    SparkAppSpec plain = spec("still-running", "off", Collections.<String>emptyList());
    SparkSession running = AppSessions.session(plain, SparkSettings.of(plain, KEYS));
    try {
      SparkAppSpec spec = spec("asks-for-jce", "jce", Arrays.asList("jce", "off"));
      SparkAppResult result = new SparkAppResult();
      assertEquals(
          1,
          new SparkBenchApp(
                  spec, result, Collections.singletonList(BY_STATE), AppSessions.made(spec, KEYS))
              .run());
      assertEquals(
          "the Spark session for spark.io.encryption jce encrypts its streams with nothing instead of "
              + SparkSettings.JCE_CIPHER
              + " (a session of other settings was still running?)",
          result.failure);
      assertTrue(result.sessions.get("jce").queries.isEmpty(), "nothing was measured");
    } finally {
      running.stop();
    }
  }
}
