package org.pmebench.run;

import java.util.List;

/** Checks list-valued options against their allowed values. */
public final class Choices {
  private Choices() {}

  public static List<String> check(String what, List<String> values, List<String> allowed) {
    for (String v : values) {
      if (!allowed.contains(v)) {
        throw new UserError(
            "unknown " + what + " '" + v + "'; allowed: " + String.join(", ", allowed));
      }
    }
    return values;
  }

  /**
   * A family's list option: {@code values} checked as by {@link #check}, or {@code byDefault} (the
   * matrix's, from the profile) when the option was not given.
   */
  public static List<String> checkOrDefault(
      String what, List<String> values, List<String> allowed, List<String> byDefault) {
    return values == null ? byDefault : check(what, values, allowed);
  }
}
