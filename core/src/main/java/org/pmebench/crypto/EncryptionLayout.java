package org.pmebench.crypto;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;

/**
 * How an encrypted file is laid out besides its keys: an encrypted footer or a plaintext one signed
 * with the footer key, and an AAD prefix (none; stored in the file; or supplied by the reader, as a
 * table name would be). Benchmark parameters {@value #FOOTER_PARAM} and {@value #AAD_PREFIX_PARAM}.
 */
public final class EncryptionLayout {
  public static final String FOOTER_PARAM = "footer";
  public static final String AAD_PREFIX_PARAM = "aadPrefix";
  public static final List<String> FOOTERS =
      Collections.unmodifiableList(Arrays.asList("encrypted", "plaintext"));
  public static final List<String> AAD_PREFIXES =
      Collections.unmodifiableList(Arrays.asList("none", "stored", "supplied"));

  /**
   * Read benchmarks: the buffers a reader gets pages in. heap: parquet's default allocator; direct:
   * a direct allocator with {@value #OFF_HEAP_DECRYPT} on, the off-heap decrypt path of
   * parquet-java 1.14.0 and later (PARQUET-2212; earlier releases ignore the flag and decrypt
   * through byte arrays).
   */
  public static final String READ_BUFFERS_PARAM = "buffers";

  public static final List<String> READ_BUFFERS =
      Collections.unmodifiableList(Arrays.asList("heap", "direct"));
  public static final String OFF_HEAP_DECRYPT = "parquet.decrypt.off-heap.buffer.enabled";

  /**
   * The parameters' values for parquet's defaults, which is what results without the parameters
   * measured.
   */
  public static final Map<String, String> DEFAULTS;

  static {
    Map<String, String> d = new LinkedHashMap<String, String>();
    d.put(FOOTER_PARAM, FOOTERS.get(0));
    d.put(AAD_PREFIX_PARAM, AAD_PREFIXES.get(0));
    d.put(READ_BUFFERS_PARAM, READ_BUFFERS.get(0));
    DEFAULTS = Collections.unmodifiableMap(d);
  }

  public static final EncryptionLayout DEFAULT = new EncryptionLayout(false, "none");
  private static final byte[] PREFIX =
      "warehouse/citations/2026-11".getBytes(StandardCharsets.UTF_8);

  public final boolean plaintextFooter;

  /** none, stored or supplied. */
  public final String aadPrefix;

  private EncryptionLayout(boolean plaintextFooter, String aadPrefix) {
    this.plaintextFooter = plaintextFooter;
    this.aadPrefix = aadPrefix;
  }

  public static EncryptionLayout of(String footer, String aadPrefix) {
    if (!FOOTERS.contains(footer)) {
      throw new IllegalArgumentException(
          "footer=" + footer + ": use " + String.join(" or ", FOOTERS));
    }
    if (!AAD_PREFIXES.contains(aadPrefix)) {
      throw new IllegalArgumentException(
          "aadPrefix=" + aadPrefix + ": use " + String.join(", ", AAD_PREFIXES));
    }
    return new EncryptionLayout("plaintext".equals(footer), aadPrefix);
  }

  public boolean isDefault() {
    return !plaintextFooter && "none".equals(aadPrefix);
  }

  public FileEncryptionProperties.Builder apply(FileEncryptionProperties.Builder b) {
    if (plaintextFooter) {
      b.withPlaintextFooter();
    }
    if (!"none".equals(aadPrefix)) {
      b.withAADPrefix(PREFIX.clone());
      if ("supplied".equals(aadPrefix)) {
        b.withoutAADPrefixStorage();
      }
    }
    return b;
  }

  public FileDecryptionProperties.Builder apply(FileDecryptionProperties.Builder b) {
    if ("supplied".equals(aadPrefix)) {
      b.withAADPrefix(PREFIX.clone());
    }
    return b;
  }
}
