package org.pmebench.crypto;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A payload size as written in benchmark parameters: {@code 16B}, {@code 1KiB}, {@code 4MiB},
 * {@code 1GiB} (binary units). Sizes are JMH {@code @Param} strings so results read naturally.
 */
public final class ChunkSize {
  /** The largest chunk a Java byte array can hold together with a 16-byte GCM tag. */
  public static final long MAX_BYTES = 1L << 30;

  /** From PME's metadata modules (page headers, a few dozen bytes) to its pages (megabytes). */
  public static final List<String> DEFAULT_SIZES =
      Collections.unmodifiableList(
          Arrays.asList(
              "16B", "64B", "1KiB", "16KiB", "64KiB", "256KiB", "512KiB", "1MiB", "4MiB", "16MiB"));

  /** Available on request (the blog went up to 1 GB); they need a large heap. */
  public static final List<String> LARGE_SIZES =
      Collections.unmodifiableList(Arrays.asList("64MiB", "256MiB", "1GiB"));

  private static final Pattern FORMAT = Pattern.compile("(\\d+)(B|KiB|MiB|GiB)");

  private ChunkSize() {}

  /**
   * Parses a size such as {@code 64KiB}; throws IllegalArgumentException with the accepted forms.
   */
  public static int parse(String text) {
    Matcher m = FORMAT.matcher(text == null ? "" : text.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "invalid chunk size '"
              + text
              + "'; use a whole number with B, KiB, MiB or GiB, e.g. 16B, 64KiB, 4MiB");
    }
    long value;
    try {
      value = Long.parseLong(m.group(1));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "chunk size '" + text + "' is too large; the maximum is 1GiB");
    }
    long bytes = value * multiplier(m.group(2));
    if (value > MAX_BYTES || bytes > MAX_BYTES) {
      throw new IllegalArgumentException(
          "chunk size '" + text + "' is too large; the maximum is 1GiB");
    }
    if (bytes <= 0) {
      throw new IllegalArgumentException("chunk size '" + text + "' must be at least 1B");
    }
    return (int) bytes;
  }

  /**
   * The shortest exact form of a byte count: 1024 becomes {@code 1KiB}, 1000 stays {@code 1000B}.
   */
  public static String format(long bytes) {
    String[] units = {"B", "KiB", "MiB", "GiB"};
    int unit = 0;
    while (unit < units.length - 1 && bytes >= 1024 && bytes % 1024 == 0) {
      bytes /= 1024;
      unit++;
    }
    return bytes + units[unit];
  }

  private static long multiplier(String unit) {
    switch (unit.toUpperCase(Locale.ROOT)) {
      case "B":
        return 1L;
      case "KIB":
        return 1L << 10;
      case "MIB":
        return 1L << 20;
      default:
        return 1L << 30;
    }
  }
}
