package org.pmebench.family.peers;

/** One cell of the interoperability matrix: a file one implementation wrote, read back by another (or itself). */
public final class InteropCell {
  public static final String OK = "ok";
  /** The AAD prefix settings: none, or one stored in the file (readers need not supply it). */
  public static final String NO_AAD_PREFIX = "none";
  public static final String STORED_AAD_PREFIX = "stored";

  public final String writer;
  public final String reader;
  public final String mode;
  public final String footer;
  public final String material;
  public final String aadPrefix;
  /** {@value #OK}, "different values", or the error that stopped the write or the read. */
  public final String outcome;

  public InteropCell(String writer, String reader, String mode, String footer, String material, String aadPrefix,
      String outcome) {
    this.writer = writer;
    this.reader = reader;
    this.mode = mode;
    this.footer = footer;
    this.material = material;
    this.aadPrefix = aadPrefix;
    this.outcome = outcome;
  }

  public boolean ok() {
    return OK.equals(outcome);
  }
}
