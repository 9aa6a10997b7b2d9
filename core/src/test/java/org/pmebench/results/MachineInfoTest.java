package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The machine as /proc/cpuinfo and sysfs describe it: three processors a hypervisor names "AMD
 * EPYC" alike get three ids, the same processor the same one.
 */
class MachineInfoTest {
  @TempDir Path sys;

  /** The first processor's block of a 2-vCPU guest's /proc/cpuinfo (a second block follows). */
  private static List<String> cpuinfo(
      int family, int model, int stepping, String microcode, String flags) {
    List<String> lines = new ArrayList<String>();
    for (int cpu = 0; cpu < 2; cpu++) {
      lines.addAll(
          Arrays.asList(
              "processor\t: " + cpu,
              "vendor_id\t: AuthenticAMD",
              "cpu family\t: " + family,
              "model\t\t: " + model,
              "model name\t: AMD EPYC",
              "stepping\t: " + stepping,
              "microcode\t: " + microcode,
              "cache size\t: 512 KB",
              "flags\t\t: fpu sse2 " + flags + " hypervisor",
              ""));
    }
    return lines;
  }

  private void cache(int index, String level, String type, String size) throws Exception {
    Path dir = Files.createDirectories(sys.resolve("devices/system/cpu/cpu0/cache/index" + index));
    Files.write(dir.resolve("level"), (level + "\n").getBytes(StandardCharsets.UTF_8));
    Files.write(dir.resolve("type"), (type + "\n").getBytes(StandardCharsets.UTF_8));
    Files.write(dir.resolve("size"), (size + "\n").getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void theProcessorIsReadFromCpuinfoAndItsCachesFromSysfs() throws Exception {
    cache(0, "1", "Data", "32K");
    cache(1, "1", "Instruction", "32K");
    cache(2, "2", "Unified", "512K");
    cache(3, "3", "Unified", "32768K");
    MachineInfo m =
        MachineInfo.of(
            cpuinfo(25, 1, 1, "0x1000065", "aes avx avx2 pclmulqdq vaes vpclmulqdq"),
            sys,
            2,
            1L << 34);
    assertEquals("AuthenticAMD", m.cpuVendor);
    assertEquals(
        Arrays.asList(25, 1, 1), Arrays.asList(m.cpuFamily, m.cpuModelNumber, m.cpuStepping));
    assertEquals("0x1000065", m.microcode);
    assertEquals(Arrays.asList("L1d 32K", "L1i 32K", "L2 512K", "L3 32768K"), m.caches);
    assertEquals(
        Arrays.asList("aes", "pclmulqdq", "avx", "avx2", "vaes", "vpclmulqdq"), m.cpuCryptoFlags);
    assertEquals(
        "yes (its type not exposed)",
        m.hypervisor,
        "the hypervisor flag, and no sysfs entry naming it");
    assertTrue(m.id().matches("cpu-[0-9a-f]{12}"), m.id());
    assertEquals(
        "AMD EPYC (AuthenticAMD family 25 model 1 stepping 1, microcode 0x1000065), L1d 32K L1i 32K L2 512K "
            + "L3 32768K, 2 cores",
        m.label());
  }

  /**
   * The id of an "aes avx2" processor of this family, model, stepping and microcode, with {@code
   * cores} cores and {@code memory} bytes of memory, without sysfs ({@code none}).
   */
  private static String idOf(
      Path none, int family, int model, int stepping, String microcode, int cores, long memory)
      throws Exception {
    return MachineInfo.of(
            cpuinfo(family, model, stepping, microcode, "aes avx2"), none, cores, memory)
        .id();
  }

  @Test
  void processorsOfOneModelNameAreToldApartAndTheSameOneIsTheSame() throws Exception {
    Path none = sys.resolve("none");
    String zen3 = idOf(none, 25, 1, 1, "0x1000065", 2, 1);
    assertEquals(
        zen3, idOf(none, 25, 1, 1, "0x1000065", 2, 1L << 40), "memory is not the processor");
    assertNotEquals(zen3, idOf(none, 25, 17, 1, "0x1000065", 2, 1), "model");
    assertNotEquals(zen3, idOf(none, 26, 2, 0, "0x1000065", 2, 1), "family");
    assertNotEquals(zen3, idOf(none, 25, 1, 2, "0x1000065", 2, 1), "stepping");
    assertNotEquals(zen3, idOf(none, 25, 1, 1, "0x1000066", 2, 1), "microcode");
    assertNotEquals(zen3, idOf(none, 25, 1, 1, "0x1000065", 4, 1), "cores");
    assertEquals(
        Arrays.asList("cache 512 KB"),
        MachineInfo.of(cpuinfo(25, 1, 1, "0x1000065", "aes"), none, 2, 1).caches,
        "cpuinfo's cache size where sysfs has none");
  }

  @Test
  void aHypervisorThatNamesItselfIsNamed() throws Exception {
    Path dmi = Files.createDirectories(sys.resolve("class/dmi/id"));
    Files.write(dmi.resolve("sys_vendor"), "Amazon EC2\n".getBytes(StandardCharsets.UTF_8));
    Files.write(dmi.resolve("product_name"), "m7a.large\n".getBytes(StandardCharsets.UTF_8));
    assertEquals(
        "Amazon EC2 m7a.large",
        MachineInfo.of(cpuinfo(25, 17, 1, "0xa101144", "aes"), sys, 2, 1).hypervisor);
  }

  @Test
  void thisMachineHasAnId() {
    MachineInfo here = MachineInfo.current();
    assertTrue(here.id().startsWith("cpu-") && here.cores > 0, here.label());
  }
}
