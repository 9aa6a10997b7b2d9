package org.pmebench.crypto.check;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * This JVM as a finding names it: vendor, version, the variant, and the AES, vector and JIT flags
 * it was started with.
 */
final class JvmDescription {
  private JvmDescription() {}

  static String current() {
    return of(
        System.getProperty("java.vendor"),
        System.getProperty("java.version"),
        ManagementFactory.getRuntimeMXBean().getInputArguments());
  }

  static String of(String vendor, String version, List<String> jvmArgs) {
    List<String> flags = new ArrayList<String>();
    for (String arg : jvmArgs) {
      if (arg.matches(
          "-XX:[+-]?(Use(AES|GHASH|AVX|SSE|VectorizedMismatch)\\w*|UseAVX=\\d+|Tiered\\w*|Xcomp)"
              + "|-Xcomp|-XX:UseAVX=\\d+|-XX:TieredStopAtLevel=\\d+")) {
        flags.add(arg);
      }
    }
    boolean off = false;
    for (String flag : flags) {
      off |= flag.matches("-XX:-Use(AES|GHASH)\\w*");
    }
    return vendor
        + " "
        + version
        + (off ? ", intrinsics off" : ", intrinsics on")
        + (flags.isEmpty() ? "" : " (" + String.join(" ", flags) + ")");
  }
}
