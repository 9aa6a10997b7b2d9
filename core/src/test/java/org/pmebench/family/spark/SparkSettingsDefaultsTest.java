package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.family.RunCommandLine;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;

/**
 * The Spark settings every application gets: the profile's, then the user's --spark-conf ones,
 * which win.
 */
class SparkSettingsDefaultsTest {
  private static final String PARTITIONS = "spark.sql.shuffle.partitions";

  @Test
  void theSmokeProfileShufflesIntoTwoPartitionsAndTheOthersKeepSparksDefault() {
    assertEquals("2", matrix(MeasurementProfile.SMOKE).conf.get(PARTITIONS));
    for (MeasurementProfile p :
        Arrays.asList(
            MeasurementProfile.QUICK,
            MeasurementProfile.CI,
            MeasurementProfile.STANDARD,
            MeasurementProfile.FULL)) {
      assertFalse(matrix(p).conf.containsKey(PARTITIONS), p.id() + ": " + matrix(p).conf);
    }
  }

  @Test
  void theUsersSettingWinsAndTheProfilesOthersStay() {
    SparkMatrix m =
        matrix(
            MeasurementProfile.SMOKE,
            "--spark-conf=spark.sql.shuffle.partitions=8",
            "--spark-conf=spark.sql.adaptive.enabled=false");
    assertEquals("8", m.conf.get(PARTITIONS));
    assertEquals("false", m.conf.get("spark.sql.adaptive.enabled"));
  }

  private static SparkMatrix matrix(MeasurementProfile profile, String... args) {
    List<String> given =
        new java.util.ArrayList<String>(Arrays.asList("--families=spark", "--spark-io=off"));
    given.addAll(Arrays.asList(args));
    SparkFamily family = (SparkFamily) RunCommandLine.family("spark", given);
    return family.matrix(profile, null, Pairing.INTERLEAVED);
  }
}
