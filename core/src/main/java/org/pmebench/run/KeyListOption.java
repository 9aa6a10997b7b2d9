package org.pmebench.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pmebench.crypto.kms.MasterKeyList;
import picocli.CommandLine.Option;

/**
 * A master key list for parquet's key tools, declared once as {@code --key-list} or {@code
 * --key-list-file} and added where it is taken (convert, inspect, the spark family) as a picocli
 * mixin; read only through {@link #masterKeyList()}.
 */
public final class KeyListOption {
  @Option(
      names = "--key-list",
      paramLabel = "LIST",
      description =
          "Master keys for parquet's key tools (envelope encryption through the in-memory KMS), in the "
              + "parquet.encryption.key.list format: keyId:base64Key, keyId2:base64Key2, ...")
  String list;

  @Option(
      names = "--key-list-file",
      paramLabel = "FILE",
      description = "The same list read from a file, which keeps keys out of the shell history.")
  Path file;

  /** Whether either option was given. */
  public boolean given() {
    return list != null || file != null;
  }

  /** Refuses both options at once ({@link UserError}). */
  public void checkNotBoth() {
    if (list != null && file != null) {
      throw new UserError("give --key-list or --key-list-file, not both");
    }
  }

  /**
   * The master key list given (null when neither option is), checked to parse; both at once
   * refused.
   */
  public String masterKeyList() {
    checkNotBoth();
    String text = list;
    if (file != null) {
      try {
        text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).trim();
      } catch (IOException e) {
        throw new UserError("--key-list-file " + file + ": " + e.getMessage());
      }
    }
    if (text == null) {
      return null;
    }
    try {
      MasterKeyList.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UserError("--key-list: " + e.getMessage());
    }
    return text;
  }
}
