package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmVariantTest {
  @Test
  void intrinsicsOffSwitchesOffOnlyTheFlagsTheJvmHas() {
    // JDK 8 has no UseAESCTRIntrinsics; asking for it would stop the fork from starting.
    List<String> args =
        JvmVariant.INTRINSICS_OFF.jvmArgs(
            new HashSet<String>(
                Arrays.asList("UseAES", "UseAESIntrinsics", "UseGHASHIntrinsics", "UseCLMUL")));
    assertEquals(
        Arrays.asList(
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:-UseAES",
            "-XX:-UseAESIntrinsics",
            "-XX:-UseGHASHIntrinsics",
            "-Dpmebench.expectFlagsOff=UseAES,UseAESIntrinsics,UseGHASHIntrinsics"),
        args);
  }

  @Test
  void intrinsicsOnAddsNothing() {
    assertTrue(JvmVariant.INTRINSICS_ON.jvmArgs(JvmVariant.AES_INTRINSIC_FLAGS).isEmpty());
  }

  @Test
  void aJvmWithoutTheFlagsGetsNoArguments() {
    assertTrue(JvmVariant.INTRINSICS_OFF.jvmArgs(Collections.<String>emptySet()).isEmpty());
  }

  @Test
  void unknownVariantNamesTheAllowedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> JvmVariant.byId("aesni-off"));
    assertEquals(
        "unknown JVM variant 'aesni-off'; allowed: intrinsics-on, intrinsics-off", e.getMessage());
  }
}
