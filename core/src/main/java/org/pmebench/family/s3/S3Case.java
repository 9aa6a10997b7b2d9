package org.pmebench.family.s3;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.EncryptionMode;

/**
 * One file of the request count: a standard workload's file, or the citations file in R1's shape
 * with all or only its 2 sensitive columns encrypted; its mode, where its key material lives, its
 * footer.
 */
public final class S3Case {
  public static final String INTERNAL = "internal";
  public static final String EXTERNAL = "external";
  public static final String NO_MATERIAL = "none";
  public static final String ENCRYPTED_FOOTER = "encrypted";
  public static final String PLAINTEXT_FOOTER = "plaintext";

  /** The 8-column standard rows in a workload's shape. */
  public static final String STANDARD = "standard";

  /** The 19-column parking citations, in R1's shape. */
  public static final String CITATIONS = "citations";

  public static final String ALL_COLUMNS = "all";
  public static final String SENSITIVE_COLUMNS = "sensitive";

  public final String dataset;

  /** 1..7: the file shape of R&lt;n&gt; and W&lt;n&gt; (row group, page size, codec). */
  public final int workload;

  public final EncryptionMode mode;
  public final boolean externalMaterial;
  public final boolean plaintextFooter;

  /** Which columns are encrypted: none (plaintext), all, or sensitive (citations only). */
  public final String columns;

  /**
   * Row groups of this many bytes instead of the workload's (0: the workload's, one row group per
   * file here).
   */
  public final long rowGroupBytes;

  public S3Case(
      int workload, EncryptionMode mode, boolean externalMaterial, boolean plaintextFooter) {
    this(STANDARD, workload, mode, externalMaterial, plaintextFooter, ALL_COLUMNS);
  }

  public S3Case(
      String dataset,
      int workload,
      EncryptionMode mode,
      boolean externalMaterial,
      boolean plaintextFooter,
      String columns) {
    this(dataset, workload, mode, externalMaterial, plaintextFooter, columns, 0);
  }

  public S3Case(
      String dataset,
      int workload,
      EncryptionMode mode,
      boolean externalMaterial,
      boolean plaintextFooter,
      String columns,
      long rowGroupBytes) {
    if (workload < 1 || workload > 7) {
      throw new IllegalArgumentException("workload " + workload + ": use 1 to 7");
    }
    if (!STANDARD.equals(dataset) && !CITATIONS.equals(dataset)) {
      throw new IllegalArgumentException(
          "dataset '" + dataset + "': use " + STANDARD + " or " + CITATIONS);
    }
    if (SENSITIVE_COLUMNS.equals(columns) && !CITATIONS.equals(dataset)) {
      throw new IllegalArgumentException("only the citations file has sensitive columns");
    }
    if (!ALL_COLUMNS.equals(columns) && !SENSITIVE_COLUMNS.equals(columns)) {
      throw new IllegalArgumentException(
          "columns '" + columns + "': use " + ALL_COLUMNS + " or " + SENSITIVE_COLUMNS);
    }
    if (rowGroupBytes < 0) {
      throw new IllegalArgumentException("row-group size " + rowGroupBytes + " < 0");
    }
    this.rowGroupBytes = rowGroupBytes;
    this.dataset = dataset;
    this.workload = workload;
    this.mode = mode;
    this.externalMaterial = mode.encrypted() && externalMaterial;
    this.plaintextFooter = mode.encrypted() && plaintextFooter;
    this.columns = mode.encrypted() ? columns : NO_MATERIAL;
  }

  public boolean citations() {
    return CITATIONS.equals(dataset);
  }

  public String material() {
    return !mode.encrypted() ? NO_MATERIAL : externalMaterial ? EXTERNAL : INTERNAL;
  }

  public String footer() {
    return !mode.encrypted() ? NO_MATERIAL : plaintextFooter ? PLAINTEXT_FOOTER : ENCRYPTED_FOOTER;
  }

  /**
   * File stem: {@code w1-AES_GCM_V1-external-encrypted}, {@code
   * citations-sensitive-AES_GCM_V1-internal-plaintext}.
   */
  public String id() {
    String stem =
        (citations() ? CITATIONS + (mode.encrypted() ? "-" + columns : "") : "w" + workload)
            + (rowGroupBytes > 0 ? "-rg" + rowGroupBytes : "");
    return stem + "-" + mode.name() + (mode.encrypted() ? "-" + material() + "-" + footer() : "");
  }

  /**
   * How this file is read: with every input policy in {@code fadvise}, all columns; the citations
   * files whose sensitive columns alone are encrypted (and the plaintext citations file, their
   * baseline) also only the columns left in plaintext.
   */
  public List<S3Read> reads(List<String> fadvise) {
    List<S3Read> reads = new ArrayList<S3Read>();
    for (String policy : fadvise) {
      reads.add(new S3Read(policy, S3Read.ALL_COLUMNS));
      if (citations() && !ALL_COLUMNS.equals(columns)) {
        reads.add(new S3Read(policy, S3Read.PLAINTEXT_COLUMNS));
      }
    }
    return reads;
  }

  /**
   * The plaintext file and every encrypted mode x key material x footer, per workload and row-group
   * size ({@code rowGroups}: 0 is the workload's own); with {@code citations}, the same for the
   * citations file with all and with its sensitive columns encrypted. The plaintext file is the
   * baseline each encrypted one is compared with.
   */
  public static List<S3Case> matrix(
      List<Integer> workloads,
      List<Long> rowGroups,
      List<EncryptionMode> encrypted,
      List<String> materials,
      List<String> footers,
      boolean citations) {
    List<S3Case> cases = new ArrayList<S3Case>();
    for (int w : workloads) {
      for (long rowGroup : rowGroups) {
        addFile(cases, STANDARD, w, rowGroup, encrypted, materials, footers, ALL_COLUMNS);
      }
    }
    if (citations) {
      addFile(
          cases, CITATIONS, 1, 0, encrypted, materials, footers, SENSITIVE_COLUMNS, ALL_COLUMNS);
    }
    return cases;
  }

  private static void addFile(
      List<S3Case> cases,
      String dataset,
      int workload,
      long rowGroup,
      List<EncryptionMode> encrypted,
      List<String> materials,
      List<String> footers,
      String... columnSets) {
    cases.add(
        new S3Case(
            dataset, workload, EncryptionMode.PLAINTEXT, false, false, ALL_COLUMNS, rowGroup));
    for (String columns : columnSets) {
      for (EncryptionMode m : encrypted) {
        for (String material : materials) {
          for (String footer : footers) {
            cases.add(
                new S3Case(
                    dataset,
                    workload,
                    m,
                    EXTERNAL.equals(material),
                    PLAINTEXT_FOOTER.equals(footer),
                    columns,
                    rowGroup));
          }
        }
      }
    }
  }

  @Override
  public String toString() {
    return id();
  }
}
