package org.pmebench.crypto.kms;

import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Master keys in the {@value #PROPERTY} format that parquet-java's and Arrow's in-memory test KMS
 * read: {@code keyId:base64Key, keyId2:base64Key2}. Keys are AES keys of 16, 24 or 32 bytes.
 */
public final class MasterKeyList {
  public static final String PROPERTY = "parquet.encryption.key.list";

  private final Map<String, byte[]> keys;

  private MasterKeyList(Map<String, byte[]> keys) {
    this.keys = Collections.unmodifiableMap(keys);
  }

  /** Parses the list; every mistake is an {@link IllegalArgumentException} naming the entry. */
  public static MasterKeyList parse(String list) {
    if (list == null || list.trim().isEmpty()) {
      throw new IllegalArgumentException(
          "empty master key list; expected keyId:base64Key, keyId2:base64Key2, ...");
    }
    Map<String, byte[]> keys = new LinkedHashMap<String, byte[]>();
    for (String entry : list.split(",")) {
      String e = entry.trim();
      int colon = e.indexOf(':');
      if (colon <= 0 || colon == e.length() - 1) {
        throw new IllegalArgumentException("master key entry '" + e + "' is not keyId:base64Key");
      }
      String id = e.substring(0, colon).trim();
      byte[] key;
      try {
        key = Base64.getDecoder().decode(e.substring(colon + 1).trim());
      } catch (IllegalArgumentException bad) {
        throw new IllegalArgumentException(
            "master key '" + id + "' is not valid base64: " + bad.getMessage());
      }
      if (key.length != 16 && key.length != 24 && key.length != 32) {
        throw new IllegalArgumentException(
            "master key '" + id + "' has " + key.length + " bytes; AES needs 16, 24 or 32");
      }
      if (keys.put(id, key) != null) {
        throw new IllegalArgumentException("master key '" + id + "' is listed twice");
      }
    }
    return new MasterKeyList(keys);
  }

  /** The key, or null when the list has no key of that id. */
  public byte[] key(String id) {
    byte[] key = keys.get(id);
    return key == null ? null : key.clone();
  }

  public Iterable<String> ids() {
    return keys.keySet();
  }

  /** Formats {@code id -> key} in the property's format. */
  public static String format(Map<String, byte[]> keys) {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, byte[]> k : keys.entrySet()) {
      if (s.length() > 0) {
        s.append(", ");
      }
      s.append(k.getKey()).append(':').append(Base64.getEncoder().encodeToString(k.getValue()));
    }
    return s.toString();
  }
}
