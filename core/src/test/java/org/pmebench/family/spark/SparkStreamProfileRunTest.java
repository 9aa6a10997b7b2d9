package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SparkStreamProfileRunTest {
  @Test
  void onlyLinuxOnX64OrArm64HasAProfilerLibraryAndTheSuitesJarCarriesIt() {
    assertEquals(
        "linux-x64/libasyncProfiler.so", SparkStreamProfileRun.libraryResource("Linux", "amd64"));
    assertEquals(
        "linux-arm64/libasyncProfiler.so",
        SparkStreamProfileRun.libraryResource("Linux", "aarch64"));
    assertNull(SparkStreamProfileRun.libraryResource("Mac OS X", "aarch64"));
    assertNull(SparkStreamProfileRun.libraryResource("Linux", "ppc64le"));
    assertTrue(
        SparkStreamProfileRun.class.getResource("/linux-x64/libasyncProfiler.so") != null,
        "async-profiler's jar is on the suite's classpath");
  }
}
