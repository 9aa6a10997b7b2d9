package org.pmebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.function.Predicate;
import org.pmebench.family.Families;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;

/**
 * Which families take each of run's options that only some take, from what the registry's classes
 * say of themselves: the options' help reads them ({@code ${bundle:families.heap}}), so a family
 * that starts taking an option shows up in its help without a word typed there.
 */
final class FamilyHelp extends ListResourceBundle {
  private final List<BenchmarkFamily<?>> families;

  FamilyHelp(List<BenchmarkFamily<?>> families) {
    this.families = families;
  }

  @Override
  protected Object[][] getContents() {
    return new Object[][] {
      {"families.heap", String.join(", ", taking(BenchmarkFamily::takesHeap))},
      {"families.providers", String.join(", ", taking(BenchmarkFamily::takesProviders))},
      {"families.pairing", String.join(", ", taking(f -> f.pairings().size() > 1))},
      {"families.duet", String.join(", ", taking(f -> f.pairings().contains(Pairing.DUET)))},
      {"families.costModels", String.join(", ", taking(BenchmarkFamily::hasCostModels))},
      {"families.precision", String.join(", ", taking(BenchmarkFamily::takesPrecision))},
      {
        "families.cpuProfiling",
        String.join(", ", taking(f -> f.cpuProfiling() != BenchmarkFamily.CpuProfiling.NEVER))
      },
      {"families.calibratedRegression", and(taking(BenchmarkFamily::takesCalibratedRegression))},
      {"families.default.first", String.join(",", byDefault(MeasurementProfile.FIRST))},
      {"families.default.others", String.join(",", byDefault(MeasurementProfile.QUICK))},
      {"families.onRequest", and(onRequest())}
    };
  }

  private List<String> taking(Predicate<BenchmarkFamily<?>> takes) {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : families) {
      if (takes.test(f)) {
        ids.add(f.id());
      }
    }
    return ids;
  }

  /** The families a run of {@code profile} measures without --families. */
  private List<String> byDefault(MeasurementProfile profile) {
    return Families.defaultIds(families, profile);
  }

  /** The families no profile runs by default. */
  private List<String> onRequest() {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : families) {
      boolean someProfile = false;
      for (MeasurementProfile p : MeasurementProfile.values()) {
        someProfile |= f.runsByDefault(p);
      }
      if (!someProfile) {
        ids.add(f.id());
      }
    }
    return ids;
  }

  /** "a, b and c". */
  private static String and(List<String> ids) {
    if (ids.size() < 2) {
      return String.join("", ids);
    }
    return String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
  }
}
