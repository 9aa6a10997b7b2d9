package org.pmebench.family.peers;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One cell of the interoperability matrix: a file one implementation wrote, read back by another
 * (or itself). Also a row of the summary's {@value #SECTION}, where writer and reader carry their
 * versions.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({
  "writer",
  "reader",
  "encryption",
  "footer",
  "material",
  "outcome",
  "aadPrefix",
  "ok"
})
public final class InteropCell {
  /** The summary's section of these cells. */
  public static final String SECTION = "interop";

  public static final String OK = "ok";

  /** The AAD prefix settings: none, or one stored in the file (readers need not supply it). */
  public static final String NO_AAD_PREFIX = "none";

  public static final String STORED_AAD_PREFIX = "stored";

  public final String writer;
  public final String reader;

  @JsonProperty("encryption")
  public final String mode;

  public final String footer;
  public final String material;
  public final String aadPrefix;

  /** {@value #OK}, "different values", or the error that stopped the write or the read. */
  public final String outcome;

  @JsonCreator
  public InteropCell(
      @JsonProperty("writer") String writer,
      @JsonProperty("reader") String reader,
      @JsonProperty("encryption") String mode,
      @JsonProperty("footer") String footer,
      @JsonProperty("material") String material,
      @JsonProperty("aadPrefix") String aadPrefix,
      @JsonProperty("outcome") String outcome) {
    this.writer = writer;
    this.reader = reader;
    this.mode = mode;
    this.footer = footer;
    this.material = material;
    // Summaries from before the matrix had its AAD-prefixed file have none.
    this.aadPrefix = aadPrefix == null ? NO_AAD_PREFIX : aadPrefix;
    this.outcome = outcome;
  }

  @JsonProperty("ok")
  public boolean ok() {
    return OK.equals(outcome);
  }
}
