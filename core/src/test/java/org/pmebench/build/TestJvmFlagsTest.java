package org.pmebench.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * What running.md and CONTRIBUTING.md say of the build's JVMs: the parent pom's test.jvm.flags,
 * handed down as JAVA_TOOL_OPTIONS, make them compile with C1 only and verify no bytecode off the
 * JDK's own path. Run outside Maven (an IDE's JVM without them) this fails on purpose.
 */
class TestJvmFlagsTest {
  @Test
  void theTestJvmsCompileWithC1OnlyAndVerifyNoBytecodeOffTheJdksPath() {
    HotSpotDiagnosticMXBean hotspot =
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    assertEquals("1", hotspot.getVMOption("TieredStopAtLevel").getValue());
    assertEquals("false", hotspot.getVMOption("BytecodeVerificationRemote").getValue());
  }
}
