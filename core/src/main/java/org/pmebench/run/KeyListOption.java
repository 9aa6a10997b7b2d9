package org.pmebench.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pmebench.crypto.kms.MasterKeyList;

/** A master key list given as {@code --key-list} or {@code --key-list-file} (convert, inspect, the spark family). */
public final class KeyListOption {
  private KeyListOption() {}

  /**
   * The master key list of {@code --key-list} or {@code --key-list-file} (null when neither is
   * given), checked to parse; every command that takes a key list reads it here.
   */
  public static String masterKeyList(String list, Path file) {
    if (list != null && file != null) {
      throw new UserError("give --key-list or --key-list-file, not both");
    }
    if (file != null) {
      try {
        list = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).trim();
      } catch (IOException e) {
        throw new UserError("--key-list-file " + file + ": " + e.getMessage());
      }
    }
    if (list == null) {
      return null;
    }
    try {
      MasterKeyList.parse(list);
    } catch (IllegalArgumentException e) {
      throw new UserError("--key-list: " + e.getMessage());
    }
    return list;
  }
}
