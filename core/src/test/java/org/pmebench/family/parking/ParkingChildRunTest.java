package org.pmebench.family.parking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.family.RunCommandLine;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;

/**
 * A columns run on another parquet-java release measures what the parent measures: every option
 * reaches the child.
 */
class ParkingChildRunTest {
  /** Every option of the family, each away from its default (the CSV is a test resource's path). */
  private static final List<String> GIVEN =
      Arrays.asList(
          "--families=parking",
          "--parking-specs=R5,W6",
          "--parking-modes=AES_GCM_CTR_V1",
          "--parking-columns=sensitive",
          "--parking-sources=records",
          "--parking-rows=77",
          "--parking-csv=core/src/test/resources/parking/citations-export.csv");

  @Test
  void theChildRunMeasuresTheParentsMatrix() {
    ParkingMatrix parent = matrix(GIVEN);
    List<String> child = ParkingFamily.childArguments(parent);
    ParkingMatrix childMatrix = matrix(RunCommandLine.childCommandLine("parking", child));
    assertEquals(
        RunCommandLine.json(parent), RunCommandLine.json(childMatrix), "child arguments " + child);
  }

  @Test
  void everyOptionIsGivenToTheChild() {
    RunCommandLine.assertEveryOptionReachesTheChild(
        "parking",
        GIVEN,
        ParkingFamily.childArguments(matrix(GIVEN)),
        "ParkingFamily.childArguments");
  }

  private static ParkingMatrix matrix(List<String> args) {
    ParkingFamily family = (ParkingFamily) RunCommandLine.family("parking", args);
    return family.matrix(MeasurementProfile.SMOKE, null, Pairing.INTERLEAVED);
  }
}
