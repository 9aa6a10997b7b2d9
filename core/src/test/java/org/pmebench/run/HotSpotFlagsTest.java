package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class HotSpotFlagsTest {
  @Test
  void parsesFlagNamesFromPrintFlagsFinal() throws Exception {
    String output =
        "[Global flags]\n"
            + "     bool UseAES                                   = true                                      {product} {default}\n"
            + "     bool UseAESIntrinsics                         = true                                   {diagnostic} {default}\n"
            + "    uintx MaxHeapSize                              := 2147483648                                {product} {command line}\n"
            + "openjdk version \"17.0.15\" 2025-04-15\n";
    Set<String> flags = HotSpotFlags.parse(new BufferedReader(new StringReader(output)));
    assertEquals(
        new TreeSet<String>(Arrays.asList("UseAES", "UseAESIntrinsics", "MaxHeapSize")), flags);
  }

  @Test
  void theRunningJvmReportsItsAesFlags() throws Exception {
    Set<String> flags = HotSpotFlags.of(HotSpotFlags.currentJava());
    assertTrue(
        flags.contains("UseAESIntrinsics"), "HotSpot on x86 and aarch64 has UseAESIntrinsics");
  }
}
