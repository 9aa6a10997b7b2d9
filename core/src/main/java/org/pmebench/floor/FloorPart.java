package org.pmebench.floor;

import java.util.List;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStep;
import org.pmebench.run.RunWidePart;

/** The floor step ({@code openssl speed}) where the run's settings ask for it ({@code --floor}). */
public final class FloorPart implements RunWidePart {
  @Override
  public RunStep step(RunSettings settings, List<BenchmarkFamily<?>> chosen) {
    return settings.floor
        ? new FloorStep("openssl", settings.floorSeconds(), settings.floorSizes())
        : null;
  }
}
