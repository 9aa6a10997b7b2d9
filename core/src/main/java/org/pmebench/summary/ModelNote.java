package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * An overhead row's cost {@code model}: the predicted ratio for wall and CPU time (each says whether
 * it agrees with the measurement), where the replayed time goes ({@link Split}) and the same work at
 * OpenSSL's speed ({@code floor}, where the run measured it).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class ModelNote extends WallAndCpu {
  public RowEstimate floor;
  public Split split;

  /** The replay's time split into cipher objects, calls and bytes, and each cipher's per-call and per-byte cost. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Split {
    public Points points;
    public Construction gcm;
    public Construction ctr;
  }

  /** Percentage points of overhead from cipher objects, calls and bytes. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Points {
    public double objects = Double.NaN;
    public double calls = Double.NaN;
    public double bytes = Double.NaN;
  }

  /** One cipher's time per module as per call + per byte, where the module sizes let them apart. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Construction {
    public boolean separable;
    public double perCallNanos = Double.NaN;
    public double perByteNanos = Double.NaN;
  }
}
