package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.pmebench.family.Families;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import picocli.CommandLine;

/**
 * The help of run's options that only some families take names exactly those families, as the
 * registry's classes say which take them: a family that starts taking one (files did) cannot be
 * left out of its help.
 */
class RunHelpFamiliesTest {
  private static String help(String option) {
    CommandLine run = PmeBench.commandLine().getSubcommands().get("run");
    return String.join(" ", run.getCommandSpec().findOption(option).description());
  }

  private static List<String> taking(Predicate<BenchmarkFamily<?>> takes) {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : Families.all()) {
      if (takes.test(f)) {
        ids.add(f.id());
      }
    }
    return ids;
  }

  @Test
  void eachOptionsHelpStartsWithTheFamiliesThatTakeIt() {
    assertEquals(
        String.join(", ", taking(BenchmarkFamily::takesHeap)) + ":",
        help("--heap").split(" the heap")[0]);
    assertEquals(
        String.join(", ", taking(BenchmarkFamily::takesProviders)) + ":",
        help("--providers").split(" crypto providers")[0]);
    assertEquals(
        String.join(", ", taking(BenchmarkFamily::takesProviders)) + ":",
        help("--provider-jar").split(" a jar holding")[0]);
    assertEquals(
        String.join(", ", taking(f -> f.pairings().size() > 1)) + ":",
        help("--pairing").split(" how an encryption")[0]);
    assertTrue(
        help("--pairing")
            .contains(
                "duet ("
                    + String.join(", ", taking(f -> f.pairings().contains(Pairing.DUET)))
                    + " only)"),
        help("--pairing"));
    assertEquals(
        String.join(", ", taking(BenchmarkFamily::takesPrecision)) + " (interleaved):",
        help("--precision").split(" after the planned")[0]);
    assertEquals(
        String.join(", ", taking(BenchmarkFamily::hasCostModels)) + ":",
        help("--floor").split(" after the benchmarks")[0]);
    assertEquals(
        String.join(", ", taking(f -> f.cpuProfiling() != BenchmarkFamily.CpuProfiling.NEVER))
            + ":",
        help("--profile-cpu").split(" sample each fork")[0]);
  }

  @Test
  void theCalibratedRegressionNamesEveryFamilyItSlows() {
    List<String> ids = taking(BenchmarkFamily::takesCalibratedRegression);
    String last = ids.remove(ids.size() - 1);
    assertTrue(
        help("--calibrated-regression")
            .contains(String.join(", ", ids) + " and " + last + " families"),
        help("--calibrated-regression"));
  }

  /** A family takes the providers' options exactly when it does something with them. */
  @Test
  void theFamiliesThatTakeProvidersAreThoseThatUseThem() throws Exception {
    for (BenchmarkFamily<?> f : Families.all()) {
      boolean uses =
          f.getClass().getMethod("useProviders", Object.class, List.class).getDeclaringClass()
              != BenchmarkFamily.class;
      assertEquals(uses, f.takesProviders(), f.id());
    }
  }

  /** A family offers a pairing exactly when its matrix takes it: the others are refused by name. */
  @Test
  void eachFamilyRefusesExactlyThePairingsItDoesNotOffer() {
    for (BenchmarkFamily<?> f : Families.all()) {
      if (f.pairings().isEmpty()) {
        continue;
      }
      for (Pairing p : Pairing.values()) {
        String refusal = null;
        try {
          f.matrix(MeasurementProfile.SMOKE, null, p);
        } catch (UserError e) {
          refusal = e.getMessage();
        }
        boolean refused = refusal != null && refusal.contains("--pairing");
        assertEquals(!f.pairings().contains(p), refused, f.id() + " " + p + ": " + refusal);
      }
    }
  }

  /**
   * {@code --precision} adds forks to the invocations a planner marks as paired rows: a family
   * takes it exactly when its default plan has such rows (the files family plans only files given
   * to it).
   */
  @Test
  void theFamiliesThatTakePrecisionAreThoseWhosePlansHavePairedRows() {
    ForkSettings forks =
        new ForkSettings(
            MeasurementProfile.QUICK,
            java.util.Collections.<String>emptyList(),
            java.nio.file.Paths.get("target"));
    int planned = 0;
    for (BenchmarkFamily<?> f : Families.all()) {
      List<JmhInvocation> plan;
      try {
        plan = plan(f, forks);
      } catch (UserError e) {
        continue; // a family that needs its inputs given (files) or a tool here to plan at all
      }
      boolean pairedRows = plan.stream().anyMatch(i -> i.rowKind != null);
      assertEquals(pairedRows, f.takesPrecision(), f.id());
      planned++;
    }
    assertTrue(planned >= 4, planned + " families planned");
  }

  private static <M> List<JmhInvocation> plan(BenchmarkFamily<M> f, ForkSettings forks) {
    M matrix = f.matrix(MeasurementProfile.QUICK, null, Pairing.INTERLEAVED);
    return f.plan(forks, matrix);
  }

  /** The defaults --families states hold for every profile: "the others" are all alike. */
  @Test
  void theDefaultFamiliesAreAsTheHelpSaysForEveryProfile() {
    List<BenchmarkFamily<?>> all = Families.all();
    String others = String.join(",", Families.defaultIds(all, MeasurementProfile.QUICK));
    for (MeasurementProfile p : MeasurementProfile.values()) {
      if (p != MeasurementProfile.FIRST) {
        assertEquals(others, String.join(",", Families.defaultIds(all, p)), p.id());
      }
    }
    assertTrue(
        help("--families")
            .contains(
                "default: "
                    + String.join(",", Families.defaultIds(all, MeasurementProfile.FIRST))
                    + " with the first profile, "
                    + others
                    + " with the others;"),
        help("--families"));
  }
}
