package org.pmebench.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class JavaRuntimeTest {
  @Test
  void reportsTheRunningJvmsVersion() throws Exception {
    String version = JavaRuntime.version(HotSpotFlags.currentJava());
    assertTrue(version.startsWith(System.getProperty("java.runtime.version")), version);
  }
}
