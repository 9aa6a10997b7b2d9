package org.pmebench.jvm;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;

/**
 * Runs inside a forked benchmark JVM: when the fork was started as the intrinsics-off variant,
 * checks that the JVM really has those flags off, so a mislabelled result cannot be produced.
 */
public final class VmFlagGuard {
  /** System property through which a forked JVM learns which flags must read false. */
  public static final String EXPECT_OFF_PROPERTY = "pmebench.expectFlagsOff";

  private VmFlagGuard() {}

  public static void check() {
    String expected = System.getProperty(EXPECT_OFF_PROPERTY, "").trim();
    if (expected.isEmpty()) {
      return;
    }
    HotSpotDiagnosticMXBean hotspot =
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    if (hotspot == null) {
      throw new IllegalStateException(
          "cannot check " + expected + ": this JVM has no HotSpot diagnostic bean");
    }
    for (String flag : expected.split(",")) {
      VMOption option;
      try {
        option = hotspot.getVMOption(flag);
      } catch (IllegalArgumentException e) {
        // Diagnostic flags are only visible with -XX:+UnlockDiagnosticVMOptions.
        throw new IllegalStateException(
            "fork expected -XX:-" + flag + " but cannot read that flag: " + e.getMessage());
      }
      if (!"false".equals(option.getValue())) {
        throw new IllegalStateException(
            "fork expected -XX:-"
                + flag
                + " but the JVM reports "
                + flag
                + "="
                + option.getValue());
      }
    }
  }
}
