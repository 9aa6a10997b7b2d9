package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A row's {@code attribution} from its CPU profile. An overhead row: the crypto frames' share and
 * the overhead split into crypto and elsewhere. A result: whether the profile was available, its
 * samples, and the shares of other threads and, per mode ({@code modes}), of the cipher.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class AttributionNote {
  public Share cryptoShare;
  public Share sampledOverhead;
  public Share cryptoOverhead;
  public Share elsewhereOverhead;
  public boolean available;
  public long samples;
  public Share otherThreads;
  public JsonNode modes;

  /** A share or overhead with its interval; NaN where unknown. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Share {
    public double value = Double.NaN;
    public double low = Double.NaN;
    public double high = Double.NaN;
  }
}
