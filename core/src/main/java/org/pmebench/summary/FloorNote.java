package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The run's {@code floor}: OpenSSL's cost per call and per byte for GCM and CTR on this CPU (CTR
 * null where it was not measured), where it came from and how it was fitted.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"source", "method", "gcm", "ctr"})
public final class FloorNote {
  public String source;
  public String method;
  public Line gcm;

  @JsonInclude(JsonInclude.Include.ALWAYS)
  public Line ctr;

  /**
   * One construction's fit: nanoseconds per call and per byte, and how many sizes it was fitted on.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"perCallNanos", "perByteNanos", "sizes"})
  public static final class Line {
    public double perCallNanos = Double.NaN;
    public double perByteNanos = Double.NaN;
    public int sizes;
  }
}
