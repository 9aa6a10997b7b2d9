package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A row's {@code attribution} from its CPU profile. A result: whether the profiler ran, its samples
 * (or why there are none), the shares of other threads and of unassigned samples, and per mode
 * ({@code modes}) the shares of the cipher, parquet's crypto code and the rest. An overhead row:
 * the crypto frames' share and the overhead split into crypto and elsewhere. Parts a row does not
 * have are null and left out.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({
  "available",
  "samples",
  "note",
  "otherThreads",
  "unassigned",
  "modes",
  "cryptoShare",
  "sampledOverhead",
  "cryptoOverhead",
  "elsewhereOverhead"
})
public final class AttributionNote {
  public Boolean available;
  public Long samples;
  public String note;
  public Share otherThreads;
  public Share unassigned;

  /** Per mode ("all", "PLAINTEXT", "AES_GCM_V1", ...) in the profile's order. */
  public Map<String, ModeShares> modes;

  public Share cryptoShare;
  public Share sampledOverhead;
  public Share cryptoOverhead;
  public Share elsewhereOverhead;

  /** Whether the profiler ran in the result's forks. */
  public boolean profiled() {
    return Boolean.TRUE.equals(available);
  }

  /** The result's samples, 0 where it says none. */
  public long sampleCount() {
    return samples == null ? 0 : samples;
  }

  /**
   * One mode's benchmark-thread samples and their shares by category (the cipher, its intrinsic
   * stubs, parquet's crypto code, the rest, ...; keyed by the category's id); a note where it has
   * none.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"samples", "note"})
  public static final class ModeShares {
    public long samples;
    public String note;
    private final Map<String, Share> shares = new LinkedHashMap<String, Share>();

    /** The categories' shares, in the order written. */
    @JsonAnyGetter
    public Map<String, Share> shares() {
      return shares;
    }

    @JsonAnySetter
    void share(String category, Share share) {
      shares.put(category, share);
    }
  }

  /** A share or overhead with its interval; NaN where unknown (written as null). */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"value", "low", "high"})
  public static final class Share {
    public double value = Double.NaN;
    public double low = Double.NaN;
    public double high = Double.NaN;

    /** A share (or an overhead, or a cost) with its interval, as written. */
    public static Share of(double value, double low, double high) {
      Share s = new Share();
      s.value = value;
      s.low = low;
      s.high = high;
      return s;
    }
  }
}
