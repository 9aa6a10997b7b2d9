package org.pmebench.family.s3;

import java.util.Arrays;
import java.util.List;

/** How a file of the request count is read: S3A's input policy, and which columns. */
public final class S3Read {
  /** {@code fs.s3a.experimental.input.fadvise}: normal is S3A's default. */
  public static final List<String> POLICIES = Arrays.asList("normal", "random", "sequential");

  public static final String DEFAULT_POLICY = "normal";
  public static final String ALL_COLUMNS = "all";

  /** Only the columns a partly encrypted file keeps in plaintext. */
  public static final String PLAINTEXT_COLUMNS = "plaintext";

  public final String fadvise;
  public final String projection;

  public S3Read(String fadvise, String projection) {
    if (!POLICIES.contains(fadvise)) {
      throw new IllegalArgumentException(
          "S3A input policy '" + fadvise + "'; allowed: " + POLICIES);
    }
    this.fadvise = fadvise;
    this.projection = projection;
  }

  @Override
  public String toString() {
    return "read fadvise="
        + fadvise
        + (ALL_COLUMNS.equals(projection) ? "" : " columns=" + projection);
  }
}
