package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** The run's {@code floor}: OpenSSL's cost per call and per byte for GCM and CTR on this CPU, and its source. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class FloorNote {
  public String source;
  public ModelNote.Construction gcm;
  public ModelNote.Construction ctr;
}
