package org.pmebench;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Assertions on the text a command printed or wrote. */
public final class TextAssertions {
  private TextAssertions() {}

  /** Every one of {@code parts} is in {@code text}; a failure names the part and shows the text. */
  public static void assertContainsAll(String text, String... parts) {
    for (String part : parts) {
      assertTrue(text.contains(part), () -> "no \"" + part + "\" in:\n" + text);
    }
  }
}
