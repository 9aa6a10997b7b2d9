package org.pmebench.jvm;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class VmFlagGuardTest {
  @AfterEach
  void clear() {
    System.clearProperty(VmFlagGuard.EXPECT_OFF_PROPERTY);
  }

  @Test
  void passesWhenNothingIsExpected() {
    VmFlagGuard.check();
  }

  @Test
  void failsWhenAFlagThatShouldBeOffIsOn() {
    // The test JVM runs with the intrinsics on, so claiming otherwise must be caught.
    System.setProperty(VmFlagGuard.EXPECT_OFF_PROPERTY, "UseAES");
    IllegalStateException e = assertThrows(IllegalStateException.class, VmFlagGuard::check);
    assertTrue(
        e.getMessage().contains("-XX:-UseAES but the JVM reports UseAES=true"), e.getMessage());
  }

  @Test
  void failsWhenAFlagCannotBeRead() {
    // Without -XX:+UnlockDiagnosticVMOptions the diagnostic intrinsic flags are invisible.
    System.setProperty(VmFlagGuard.EXPECT_OFF_PROPERTY, "NoSuchFlagAnywhere");
    IllegalStateException e = assertThrows(IllegalStateException.class, VmFlagGuard::check);
    assertTrue(e.getMessage().contains("cannot read that flag"), e.getMessage());
  }
}
