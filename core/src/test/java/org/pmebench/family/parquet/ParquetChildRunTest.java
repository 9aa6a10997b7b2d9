package org.pmebench.family.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.family.RunOptions;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;

/** A run on another parquet-java release measures what the parent measures: every option reaches the child. */
class ParquetChildRunTest {
  /** Every option of the family, each away from its default. */
  private static final List<String> GIVEN = Arrays.asList("--families=parquet", "--specs=R2,W5",
      "--modes=PLAINTEXT,AES_GCM_CTR_V1", "--rows=321", "--io=disk", "--footers=plaintext",
      "--aad-prefixes=stored", "--read-buffers=direct", "--parquet-versions=1.13.1,1.15.2");

  @Test
  void theChildRunMeasuresTheParentsMatrix() {
    ParquetMatrix parent = matrix(GIVEN);
    List<String> child = ParquetFamily.childArguments(parent);
    List<String> again = new ArrayList<String>(Arrays.asList("--families=parquet"));
    again.addAll(child);
    ParquetMatrix childMatrix = matrix(again);
    childMatrix.parquetVersions = parent.parquetVersions; // the child runs one release: the one it is given
    assertEquals(RunOptions.json(parent), RunOptions.json(childMatrix), "child arguments " + child);
  }

  @Test
  void everyOptionIsGivenToTheChildOrSaidWhyNot() {
    List<String> child = ParquetFamily.childArguments(matrix(GIVEN));
    for (String option : RunOptions.optionNames("parquet")) {
      assertTrue(GIVEN.stream().anyMatch(a -> a.startsWith(option + "=")), option + " is not in this test's "
          + "command line: give it a value away from its default above");
      if (option.equals("--parquet-versions")) {
        continue; // the parent's choice of releases: each child runs one
      }
      assertTrue(child.stream().anyMatch(a -> a.startsWith(option + "=")), option + " does not reach a run on "
          + "another parquet-java release: add it to ParquetFamily.childArguments");
    }
  }

  private static ParquetMatrix matrix(List<String> args) {
    ParquetFamily family = (ParquetFamily) RunOptions.family("parquet", args);
    return family.matrix(MeasurementProfile.SMOKE, null, Pairing.INTERLEAVED);
  }
}
