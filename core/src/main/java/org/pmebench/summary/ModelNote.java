package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * An overhead row's cost {@code model}: the file's modules and bytes per cipher, the predicted
 * ratio for wall and CPU time (each says whether it agrees with the measurement), where the
 * replayed time goes ({@link Split}) and the same work at OpenSSL's speed ({@code floor}, where the
 * run measured it). Parts a row does not have are left out; an unknown number is written as null.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"modulesPerFile", "wall", "cpu", "split", "floor"})
public final class ModelNote extends WallAndCpu {
  public Modules modulesPerFile;
  public Split split;
  public FloorCost floor;

  /** PME's modules per file and their bytes for each cipher, and the cipher objects it made. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"gcm", "gcmBytes", "ctr", "ctrBytes", "ciphers"})
  public static final class Modules {
    public double gcm = Double.NaN;
    public double gcmBytes = Double.NaN;
    public double ctr = Double.NaN;
    public double ctrBytes = Double.NaN;
    public double ciphers = Double.NaN;
  }

  /**
   * The replay's time split into cipher objects, calls and bytes, and each cipher's per-call and
   * per-byte cost.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"replayMicrosPerFile", "objectShare", "points", "gcm", "ctr"})
  public static final class Split {
    public double replayMicrosPerFile = Double.NaN;
    public double objectShare = Double.NaN;
    public Points points;
    public Construction gcm;
    public Construction ctr;
  }

  /**
   * Percentage points of overhead from cipher objects, calls and bytes (calls and bytes null where
   * not separable).
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"objects", "calls", "bytes"})
  public static final class Points {
    public double objects = Double.NaN;
    public double calls = Double.NaN;
    public double bytes = Double.NaN;
  }

  /**
   * One cipher's share of the replay and time per module, as per call + per byte where the module
   * sizes let them apart ({@code separable}); the parts of that fit are left out where they do not.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({
    "share",
    "nanosPerModule",
    "separable",
    "perCallNanos",
    "perByteNanos",
    "callShare"
  })
  public static final class Construction {
    public double share = Double.NaN;
    public double nanosPerModule = Double.NaN;
    public boolean separable;
    public Double perCallNanos;
    public Double perByteNanos;
    public Double callShare;
  }

  /**
   * The same calls and bytes at OpenSSL's speed: the ratio they would give and their time per file.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"ratio", "microsPerFile"})
  public static final class FloorCost {
    public double ratio = Double.NaN;
    public double microsPerFile = Double.NaN;
  }
}
