package org.pmebench.family.columns;

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
class ColumnsChildRunTest {
  /** Every option of the family, each away from its default (the CSV is a test resource's path). */
  private static final List<String> GIVEN =
      Arrays.asList(
          "--families=columns",
          "--parking-specs=R5,W6",
          "--parking-modes=AES_GCM_CTR_V1",
          "--parking-columns=sensitive",
          "--parking-sources=records",
          "--parking-rows=77",
          "--parking-csv=core/src/test/resources/parking/citations-export.csv");

  @Test
  void theChildRunMeasuresTheParentsMatrix() {
    ColumnsMatrix parent = matrix(GIVEN);
    List<String> child = ColumnsFamily.childArguments(parent);
    ColumnsMatrix childMatrix = matrix(RunCommandLine.childCommandLine("columns", child));
    assertEquals(
        RunCommandLine.json(parent), RunCommandLine.json(childMatrix), "child arguments " + child);
  }

  @Test
  void everyOptionIsGivenToTheChild() {
    RunCommandLine.assertEveryOptionReachesTheChild(
        "columns",
        GIVEN,
        ColumnsFamily.childArguments(matrix(GIVEN)),
        "ColumnsFamily.childArguments");
  }

  private static ColumnsMatrix matrix(List<String> args) {
    ColumnsFamily family = (ColumnsFamily) RunCommandLine.family("columns", args);
    return family.matrix(MeasurementProfile.SMOKE, null, Pairing.INTERLEAVED);
  }
}
