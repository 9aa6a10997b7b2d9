package org.pmebench.s3;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.EncryptionMode;

/** One file of the request count: a standard workload's file shape, its mode, where its key material lives, its footer. */
public final class S3Case {
  public static final String INTERNAL = "internal";
  public static final String EXTERNAL = "external";
  public static final String NO_MATERIAL = "none";
  public static final String ENCRYPTED_FOOTER = "encrypted";
  public static final String PLAINTEXT_FOOTER = "plaintext";

  /** 1..7: the file of R&lt;n&gt; and W&lt;n&gt;. */
  public final int workload;
  public final EncryptionMode mode;
  public final boolean externalMaterial;
  public final boolean plaintextFooter;

  public S3Case(int workload, EncryptionMode mode, boolean externalMaterial, boolean plaintextFooter) {
    if (workload < 1 || workload > 7) {
      throw new IllegalArgumentException("workload " + workload + ": use 1 to 7");
    }
    this.workload = workload;
    this.mode = mode;
    this.externalMaterial = mode.encrypted() && externalMaterial;
    this.plaintextFooter = mode.encrypted() && plaintextFooter;
  }

  public String material() {
    return !mode.encrypted() ? NO_MATERIAL : externalMaterial ? EXTERNAL : INTERNAL;
  }

  public String footer() {
    return !mode.encrypted() ? NO_MATERIAL : plaintextFooter ? PLAINTEXT_FOOTER : ENCRYPTED_FOOTER;
  }

  /** File stem: {@code w1-AES_GCM_V1-external-encrypted}. */
  public String id() {
    return "w" + workload + "-" + mode.name() + (mode.encrypted() ? "-" + material() + "-" + footer() : "");
  }

  /**
   * The plaintext file and every encrypted mode x key material x footer, per workload: the
   * plaintext file is the baseline each encrypted one is compared with.
   */
  public static List<S3Case> matrix(List<Integer> workloads, List<EncryptionMode> encrypted, List<String> materials,
      List<String> footers) {
    List<S3Case> cases = new ArrayList<S3Case>();
    for (int w : workloads) {
      cases.add(new S3Case(w, EncryptionMode.PLAINTEXT, false, false));
      for (EncryptionMode m : encrypted) {
        for (String material : materials) {
          for (String footer : footers) {
            cases.add(new S3Case(w, m, EXTERNAL.equals(material), PLAINTEXT_FOOTER.equals(footer)));
          }
        }
      }
    }
    return cases;
  }

  @Override
  public String toString() {
    return id();
  }
}
