package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.RunManifest;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkTarget;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.RunPlan;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStep;
import org.pmebench.run.SuiteHome;

/**
 * A run's plan is a function of its request alone: made here from families' matrices and settings,
 * with no command line, it holds the families' steps and the run-wide ones they call for.
 */
class RunPlanningTest {
  @TempDir Path dir;

  private static RunRequest request(MeasurementProfile profile, String... ids) {
    List<BenchmarkFamily<?>> families = new ArrayList<BenchmarkFamily<?>>();
    for (BenchmarkFamily<?> f : Families.all()) {
      for (String id : ids) {
        if (f.id().equals(id)) {
          families.add(f);
        }
      }
    }
    RunSettings settings =
        new RunSettings(
            profile,
            families,
            null,
            null,
            null,
            null,
            null,
            null,
            1000,
            "interleaved",
            null,
            null,
            null);
    List<BenchmarkFamily<?>.Chosen> chosen = new ArrayList<BenchmarkFamily<?>.Chosen>();
    for (BenchmarkFamily<?> f : families) {
      chosen.add(f.choose(profile, settings.variants, settings.pairing));
    }
    return new RunRequest(profile, settings, chosen, null);
  }

  private List<String> stepIds(RunRequest request) throws Exception {
    JvmSelection selection =
        JvmSelection.resolve(Collections.<String>emptyList(), System.getenv(), SuiteHome.path());
    Map<String, ForkTarget> targets = RunPlanning.forkTargets(selection);
    RunPlan plan = RunPlanning.plan(dir, request, selection, targets, new RunManifest(dir));
    List<String> ids = new ArrayList<String>();
    for (RunStep s : plan.steps) {
      ids.add(s.id);
    }
    return ids;
  }

  @Test
  void aRequestOfPmeFilesEndsWithTheFloorAndTheTamperMatrix() throws Exception {
    List<String> ids = stepIds(request(MeasurementProfile.QUICK, "parquet"));
    assertTrue(ids.size() > 2, ids.toString());
    assertEquals("floor-openssl", ids.get(ids.size() - 2), ids.toString());
    assertEquals("integrity-tamper", ids.get(ids.size() - 1), ids.toString());
    assertTrue(ids.get(0).contains("parquet"), ids.toString());
  }

  @Test
  void aRequestWithoutPmeFilesHasNeither() throws Exception {
    List<String> ids = stepIds(request(MeasurementProfile.SMOKE, "kms"));
    assertFalse(ids.isEmpty());
    assertFalse(ids.contains("floor-openssl") || ids.contains("integrity-tamper"), ids.toString());
  }
}
