package org.pmebench.paired;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.pmebench.crypto.EncryptionMode;

/**
 * The paired benchmarks' {@value #PARAM} parameter: the encrypted modes that share each round with
 * the plaintext file, joined with {@code +} (JMH's command line splits parameter values at commas),
 * e.g. {@code AES_GCM_V1+AES_GCM_CTR_V1}.
 */
public final class PairedModes {
  public static final String PARAM = "encrypted";
  public static final String SEPARATOR = "+";

  private PairedModes() {}

  /** PLAINTEXT first, then the encrypted modes of {@code value}, each once. */
  public static List<EncryptionMode> withPlaintext(String value) {
    List<EncryptionMode> modes = new ArrayList<EncryptionMode>();
    modes.add(EncryptionMode.PLAINTEXT);
    for (String name : value.split("\\" + SEPARATOR)) {
      EncryptionMode m = EncryptionMode.byName(name.trim());
      if (!m.encrypted() || modes.contains(m)) {
        throw new IllegalArgumentException(
            PARAM
                + "="
                + value
                + ": list each encrypted mode once (AES_GCM_V1, "
                + "AES_GCM_CTR_V1) joined with '"
                + SEPARATOR
                + "'; PLAINTEXT is always measured");
      }
      modes.add(m);
    }
    return modes;
  }

  /**
   * The parameter value for these modes; PLAINTEXT among them is left out (it is always measured).
   */
  public static String join(Collection<String> modes) {
    List<String> encrypted = new ArrayList<String>();
    for (String m : modes) {
      if (EncryptionMode.byName(m).encrypted()) {
        encrypted.add(EncryptionMode.byName(m).name());
      }
    }
    return String.join(SEPARATOR, encrypted);
  }
}
