package org.pmebench.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.ColumnDecryptionProperties;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.run.KeyListOption;
import org.pmebench.run.UserError;
import org.pmebench.workload.StandardFiles;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Where the keys of {@code convert} and {@code inspect} come from, in this order: master keys for
 * parquet's key tools ({@code --key-list} / {@code --key-list-file}), explicit hex keys ({@code
 * --footer-key}, {@code --column-key}), or explicit keys derived from {@code --key-seed} (the
 * benchmarks' keys).
 */
public final class KeyOptions {
  @Mixin KeyListOption keyList = new KeyListOption();

  @Option(
      names = "--footer-key",
      paramLabel = "HEX",
      description = "Explicit footer key, 32, 48 or 64 hex digits (AES-128/192/256).")
  String footerKeyHex;

  @Option(
      names = "--column-key",
      paramLabel = "[COLUMN=]HEX",
      description =
          "Explicit column key: COLUMN=HEX for one column, or HEX for every encrypted column without its "
              + "own. Repeatable.")
  List<String> columnKeysHex = new ArrayList<String>();

  @Option(
      names = "--key-seed",
      paramLabel = "N",
      description =
          "Explicit keys derived from this seed (the benchmarks use 42); the default when no other keys "
              + "are given.")
  Long keySeed;

  @Option(
      names = "--aad-prefix",
      paramLabel = "TEXT",
      description = "AAD prefix (e.g. the table name) that binds the file to its place.")
  String aadPrefix;

  @Option(
      names = "--aad-prefix-hex",
      paramLabel = "HEX",
      description =
          "The same as bytes in hex, for writers whose prefix is random bytes (Iceberg's per-file prefix).")
  String aadPrefixHex;

  /** Which source of keys was chosen. */
  enum Source {
    KEY_TOOLS,
    EXPLICIT_HEX,
    SEED,
    NONE
  }

  Source source(boolean seedByDefault) {
    int given =
        (keyList.given() ? 1 : 0) + (footerKeyHex != null ? 1 : 0) + (keySeed != null ? 1 : 0);
    keyList.checkNotBoth();
    if (given > 1) {
      throw new UserError(
          "choose one source of keys: --key-list/--key-list-file, --footer-key/--column-key, "
              + "or --key-seed");
    }
    if (!columnKeysHex.isEmpty() && footerKeyHex == null) {
      throw new UserError("--column-key needs --footer-key (explicit keys)");
    }
    if (keyList.given()) {
      return Source.KEY_TOOLS;
    }
    if (footerKeyHex != null) {
      return Source.EXPLICIT_HEX;
    }
    return keySeed != null || seedByDefault ? Source.SEED : Source.NONE;
  }

  String keyList() {
    return keyList.masterKeyList();
  }

  long seed() {
    return keySeed == null ? 42 : keySeed;
  }

  byte[] aadPrefixBytes() {
    if (aadPrefix != null && aadPrefixHex != null) {
      throw new UserError("give --aad-prefix or --aad-prefix-hex, not both");
    }
    if (aadPrefixHex != null) {
      String h = aadPrefixHex.trim();
      if (h.isEmpty() || !h.matches("([0-9a-fA-F]{2})+")) {
        throw new UserError(
            "--aad-prefix-hex: '"
                + abbreviate(h)
                + "' is not bytes in hex (an even number of hex digits)");
      }
      byte[] out = new byte[h.length() / 2];
      for (int i = 0; i < out.length; i++) {
        out[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
      }
      return out;
    }
    return aadPrefix == null ? null : aadPrefix.getBytes(StandardCharsets.UTF_8);
  }

  static byte[] hexKey(String what, String hex) {
    String h = hex.trim();
    if (!h.matches("[0-9a-fA-F]+") || (h.length() != 32 && h.length() != 48 && h.length() != 64)) {
      throw new UserError(
          what + ": '" + abbreviate(h) + "' is not a key of 32, 48 or 64 hex digits");
    }
    byte[] key = new byte[h.length() / 2];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
    }
    return key;
  }

  private static String abbreviate(String s) {
    return s.length() > 12 ? s.substring(0, 6) + "…" : s;
  }

  /** Parsed {@code --column-key} values: column -> key, and the default under the null key. */
  Map<String, byte[]> columnKeys() {
    Map<String, byte[]> keys = new LinkedHashMap<String, byte[]>();
    for (String entry : columnKeysHex) {
      int eq = entry.indexOf('=');
      String column = eq < 0 ? null : entry.substring(0, eq).trim();
      if (keys.containsKey(column)) {
        throw new UserError(
            "--column-key given twice for " + (column == null ? "the default" : column));
      }
      keys.put(
          column,
          hexKey("--column-key " + (column == null ? "" : column), entry.substring(eq + 1)));
    }
    return keys;
  }

  /** Explicit hex keys for writing {@code columns}: each needs its own key or the default. */
  FileEncryptionProperties.Builder explicitEncryption(
      EncryptionMode mode, Collection<ColumnPath> columns) {
    byte[] footerKey = hexKey("--footer-key", footerKeyHex);
    Map<String, byte[]> keys = columnKeys();
    Map<ColumnPath, ColumnEncryptionProperties> encrypted =
        new HashMap<ColumnPath, ColumnEncryptionProperties>();
    for (ColumnPath c : columns) {
      byte[] key = keys.containsKey(c.toDotString()) ? keys.get(c.toDotString()) : keys.get(null);
      if (key == null) {
        throw new UserError(
            "no --column-key for encrypted column "
                + c.toDotString()
                + " (give "
                + c.toDotString()
                + "=HEX, or HEX for all)");
      }
      encrypted.put(c, ColumnEncryptionProperties.builder(c).withKey(key).build());
    }
    for (String named : keys.keySet()) {
      if (named != null && !encrypted.containsKey(ColumnPath.fromDotString(named))) {
        throw new UserError("--column-key " + named + ": not one of the encrypted columns");
      }
    }
    return FileEncryptionProperties.builder(footerKey)
        .withAlgorithm(mode.cipher())
        .withEncryptedColumns(encrypted);
  }

  /**
   * Properties for reading a file with the keys of {@code source}, or null for none. {@code
   * columns} are the file's leaf columns (explicit keys are given for each column that has one).
   */
  FileDecryptionProperties decryption(Path file, Collection<ColumnPath> columns, Source source) {
    FileDecryptionProperties.Builder b;
    switch (source) {
      case KEY_TOOLS:
        // Only these master keys: no key-encryption key that this process unwrapped before.
        KmsEncryption.clearCaches();
        Configuration conf =
            new KmsEncryption(keyList()).configuration(StandardFiles.configuration());
        b =
            FileDecryptionProperties.builder()
                .withPlaintextFilesAllowed()
                .withKeyRetriever(
                    KmsEncryption.decryptionProperties(
                            conf, new org.apache.hadoop.fs.Path(file.toAbsolutePath().toUri()))
                        .getKeyRetriever());
        break;
      case EXPLICIT_HEX:
        Map<String, byte[]> keys = columnKeys();
        Map<ColumnPath, ColumnDecryptionProperties> byColumn =
            new HashMap<ColumnPath, ColumnDecryptionProperties>();
        for (ColumnPath c : columns) {
          byte[] key =
              keys.containsKey(c.toDotString()) ? keys.get(c.toDotString()) : keys.get(null);
          if (key != null) {
            byColumn.put(c, ColumnDecryptionProperties.builder(c).withKey(key).build());
          }
        }
        b =
            FileDecryptionProperties.builder()
                .withPlaintextFilesAllowed()
                .withFooterKey(hexKey("--footer-key", footerKeyHex))
                .withColumnKeys(byColumn);
        break;
      case SEED:
        ExplicitKeys seeded = new ExplicitKeys(seed());
        Map<ColumnPath, ColumnDecryptionProperties> derived =
            new HashMap<ColumnPath, ColumnDecryptionProperties>();
        for (ColumnPath c : columns) {
          derived.put(
              c, ColumnDecryptionProperties.builder(c).withKey(seeded.columnKey(c)).build());
        }
        b =
            FileDecryptionProperties.builder()
                .withPlaintextFilesAllowed()
                .withFooterKey(seeded.footerKey())
                .withColumnKeys(derived);
        break;
      default:
        return null;
    }
    if (aadPrefix != null || aadPrefixHex != null) {
      b.withAADPrefix(aadPrefixBytes());
    }
    return b.build();
  }
}
