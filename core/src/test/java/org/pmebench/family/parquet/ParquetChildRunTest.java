package org.pmebench.family.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.family.RunCommandLine;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;

/**
 * A run on another parquet-java release measures what the parent measures: every option reaches the
 * child.
 */
class ParquetChildRunTest {
  /** Every option of the family, each away from its default. */
  private static final List<String> GIVEN =
      Arrays.asList(
          "--families=parquet",
          "--specs=R2,W5",
          "--modes=PLAINTEXT,AES_GCM_CTR_V1",
          "--rows=321",
          "--io=disk",
          "--footers=plaintext",
          "--aad-prefixes=stored",
          "--read-buffers=direct",
          "--parquet-versions=1.13.1,1.15.2");

  @Test
  void theChildRunMeasuresTheParentsMatrix() {
    ParquetMatrix parent = matrix(GIVEN);
    List<String> child = ParquetFamily.childArguments(parent);
    ParquetMatrix childMatrix = matrix(RunCommandLine.childCommandLine("parquet", child));
    childMatrix.parquetVersions =
        parent.parquetVersions; // the child runs one release: the one it is given
    assertEquals(
        RunCommandLine.json(parent), RunCommandLine.json(childMatrix), "child arguments " + child);
  }

  @Test
  void everyOptionIsGivenToTheChildOrSaidWhyNot() {
    // --parquet-versions is the parent's choice of releases: each child runs one.
    RunCommandLine.assertEveryOptionReachesTheChild(
        "parquet",
        GIVEN,
        ParquetFamily.childArguments(matrix(GIVEN)),
        "ParquetFamily.childArguments",
        "--parquet-versions");
  }

  private static ParquetMatrix matrix(List<String> args) {
    ParquetFamily family = (ParquetFamily) RunCommandLine.family("parquet", args);
    return family.matrix(MeasurementProfile.SMOKE, null, Pairing.INTERLEAVED);
  }
}
