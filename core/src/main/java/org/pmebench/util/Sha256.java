package org.pmebench.util;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;

/** SHA-256 over files, in hex: what labels a local build by its content. */
public final class Sha256 {
  private Sha256() {}

  public static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  /** Adds {@code file}'s bytes to {@code sha}. */
  public static void update(MessageDigest sha, Path file) throws IOException {
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
        sha.update(buffer, 0, n);
      }
    }
  }

  /** The hex of {@code sha}'s digest. */
  public static String hex(MessageDigest sha) {
    StringBuilder hex = new StringBuilder();
    for (byte b : sha.digest()) {
      hex.append(String.format(Locale.ROOT, "%02x", b));
    }
    return hex.toString();
  }

  /**
   * The hex SHA-256 over the files below {@code dir} that {@code include} takes (given each one's
   * path relative to {@code dir}): their relative paths and bytes, in path order.
   */
  public static String ofTree(Path dir, java.util.function.Predicate<String> include)
      throws IOException {
    java.util.List<Path> files;
    try (java.util.stream.Stream<Path> all = Files.walk(dir)) {
      files =
          all.filter(Files::isRegularFile)
              .filter(p -> include.test(dir.relativize(p).toString()))
              .sorted()
              .collect(java.util.stream.Collectors.toList());
    }
    MessageDigest sha = digest();
    for (Path p : files) {
      sha.update(dir.relativize(p).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
      update(sha, p);
    }
    return hex(sha);
  }

  /** The hex SHA-256 of {@code file}'s bytes. */
  public static String of(Path file) throws IOException {
    MessageDigest sha = digest();
    update(sha, file);
    return hex(sha);
  }
}
