package org.pmebench.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HostLoadTest {
  @Test
  void readsProcStatSelfStatAndCpuinfo() {
    assertArrayEquals(
        new long[] {2072887, 0, 243016, 1178314, 7872, 0, 2751, 2605},
        HostCounters.cpuTicks("cpu  2072887 0 243016 1178314 7872 0 2751 2605 0 0"));
    assertNull(HostCounters.cpuTicks("cpu0 1 2 3 4 5 6 7 8 0 0"), "only the all-CPU line");
    // A command name with a space and a parenthesis: fields count from after the last ')'.
    String self =
        "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 150 25 30 5 20 0 40 0 1 0 0";
    assertEquals(150 + 25 + 30 + 5, HostCounters.ownTicks(self));
    assertEquals(
        2500,
        HostCounters.cpuMhz(
            Arrays.asList(
                "processor : 0",
                "cpu MHz\t\t: 2400.000",
                "processor : 1",
                "cpu MHz\t\t: 2600.000")),
        1e-9);
    assertTrue(Double.isNaN(HostCounters.cpuMhz(Arrays.asList("processor : 0"))));
  }

  @Test
  void splitsTheMachinesTimeIntoNeighboursOwnStealAndIowait() {
    // Two cores for 10 s at 100 ticks a second: 2000 ticks. This run used 700, others 500.
    HostCounters start =
        new HostCounters(new long[] {1000, 0, 500, 5000, 100, 0, 0, 50}, 300, 1.5, 2400, 0);
    HostCounters end =
        new HostCounters(
            new long[] {1000 + 1000, 0, 500 + 180, 5000 + 680, 100 + 100, 0, 20, 50 + 20},
            300 + 700,
            2.5,
            2600,
            10_000_000_000L);
    HostLoad load = HostLoad.between(start, end);
    assertEquals(10, load.seconds, 1e-9);
    assertEquals(0.35, load.own, 1e-9);
    assertEquals(0.25, load.neighbours, 1e-9);
    assertEquals(0.01, load.steal, 1e-9);
    assertEquals(0.05, load.iowait, 1e-9);
    assertEquals(1.5, load.loadStart, 1e-9);
    assertEquals(2.5, load.loadEnd, 1e-9);
    assertEquals(2500, load.cpuMhz, 1e-9);
    assertEquals(
        "neighbours 25% of the CPUs, steal 1.0%, iowait 5.0%, load 1.5 to 2.5, 2500 MHz",
        load.describe());
  }

  @Test
  void neverNegativeAndNothingWithoutProc() {
    // Sampled ticks: this run's count may pass the busy count by a little.
    HostCounters start =
        new HostCounters(new long[] {0, 0, 0, 0, 0, 0, 0, 0}, 0, Double.NaN, Double.NaN, 0);
    HostCounters end =
        new HostCounters(new long[] {100, 0, 0, 100, 0, 0, 0, 0}, 104, Double.NaN, Double.NaN, 1);
    HostLoad load = HostLoad.between(start, end);
    assertEquals(0, load.neighbours, 0);
    assertNull(load.loadStart);
    assertNull(load.cpuMhz);
    assertEquals("neighbours 0% of the CPUs, steal 0.0%, iowait 0.0%", load.describe());
    assertNull(HostLoad.between(new HostCounters(null, -1, 0, 0, 0), end), "no /proc: no load");
    assertNull(HostLoad.between(end, end), "no time passed");
  }

  @Test
  void spansOneAfterTheOtherAreWeightedByTheirSecondsAndAnUnknownOneLeavesNoWhole() {
    HostLoad first = load(30, 0.10, 1.0, 2400.0);
    HostLoad look = load(10, 0.50, 3.0, 2000.0);
    HostLoad all = HostLoad.over(Arrays.asList(first, look));
    assertEquals(40, all.seconds, 1e-12);
    assertEquals((30 * 0.10 + 10 * 0.50) / 40, all.neighbours, 1e-12);
    assertEquals((30 * 0.01 + 10 * 0.05) / 40, all.steal, 1e-12);
    assertEquals(1.0, all.loadStart, 1e-12);
    assertEquals(3.0, all.loadEnd, 1e-12);
    assertEquals((30 * 2400.0 + 10 * 2000.0) / 40, all.cpuMhz, 1e-9);
    assertNull(
        HostLoad.over(Arrays.asList(first, null)), "a look without /proc: the whole is not known");
  }

  private static HostLoad load(double seconds, double neighbours, double loadAverage, double mhz) {
    HostLoad h = new HostLoad();
    h.seconds = seconds;
    h.neighbours = neighbours;
    h.steal = neighbours / 10;
    h.iowait = 0;
    h.own = 0.5;
    h.loadStart = loadAverage;
    h.loadEnd = loadAverage;
    h.cpuMhz = mhz;
    return h;
  }
}
