package org.pmebench.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pmebench.cli.CliRun;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.MeasurementProfile;

/**
 * Families are registered once ({@link Families#all()}); {@code run} takes everything else from
 * there.
 */
class FamiliesTest {
  private static List<String> ids() {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : Families.all()) {
      ids.add(f.id());
    }
    return ids;
  }

  @Test
  void idsAreUniqueAndTheDefaultFamiliesAreRegisteredOnes() {
    List<String> ids = ids();
    assertEquals(ids.size(), new LinkedHashSet<String>(ids).size(), ids.toString());
    for (MeasurementProfile profile : MeasurementProfile.values()) {
      List<String> defaults = Families.defaultIds(Families.all(), profile);
      assertEquals(
          profile == MeasurementProfile.FIRST
              ? Arrays.asList("cipher", "parquet", "parking")
              : Arrays.asList("cipher", "parquet", "parking", "kms"),
          defaults,
          "run's help says so");
    }
  }

  /** A family's former name still chooses it: command lines written before the rename work. */
  @Test
  void aFormerIdChoosesTheFamilyUnderItsIdNow() {
    CliRun former = CliRun.of("run", "--dry-run", "--families", "columns", "--parking-specs", "R1");
    assertEquals(0, former.code, former.err);
    CliRun now = CliRun.of("run", "--dry-run", "--families", "parking", "--parking-specs", "R1");
    assertEquals(0, now.code, now.err);
    assertTrue(now.out.contains("matrices: {\n  \"parking\" : {"), now.out);
    assertEquals(now.out, former.out);
  }

  @Test
  void everyFamilysOptionsAreOptionsOfRun() {
    CliRun help = CliRun.of("run", "--help");
    assertEquals(0, help.code, help.err);
    for (String option : new String[] {"--sizes", "--specs", "--parking-specs", "--kms-columns"}) {
      assertTrue(help.out.contains(option), option + " missing from:\n" + help.out);
    }
  }

  @Test
  void eachFamilySaysWhetherItsForksAreProfiledAndSlowedOnRequest() {
    for (BenchmarkFamily<?> f : Families.all()) {
      boolean files =
          f.id().equals("parquet") || f.id().equals("parking") || f.id().equals("files");
      assertEquals(files, f.takesCalibratedRegression(), f.id());
      assertEquals(
          files
              ? BenchmarkFamily.CpuProfiling.PROFILE_DEFAULT
              : f.id().equals("cipher")
                  ? BenchmarkFamily.CpuProfiling.ON_REQUEST
                  : BenchmarkFamily.CpuProfiling.NEVER,
          f.cpuProfiling(),
          f.id());
    }
  }
}
