package org.pmebench.results;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** What a result depends on besides the JVM: CPU model, the CPU's crypto features, cores, memory. */
public final class MachineInfo {
  /** CPU features that decide AES speed: AES-NI, carry-less multiply (GHASH), and the vector forms. */
  public static final List<String> CRYPTO_FLAGS = Collections.unmodifiableList(Arrays.asList(
      "aes", "pclmulqdq", "avx", "avx2", "avx512f", "vaes", "vpclmulqdq"));

  public final String cpuModel;
  public final List<String> cpuCryptoFlags;
  public final int cores;
  public final long physicalMemoryBytes;
  public final String os;

  private MachineInfo(String cpuModel, List<String> cpuCryptoFlags, int cores, long physicalMemoryBytes, String os) {
    this.cpuModel = cpuModel;
    this.cpuCryptoFlags = cpuCryptoFlags;
    this.cores = cores;
    this.physicalMemoryBytes = physicalMemoryBytes;
    this.os = os;
  }

  public static MachineInfo current() {
    List<String> cpuinfo = readLines(Paths.get("/proc/cpuinfo"));
    return new MachineInfo(cpuModel(cpuinfo), cryptoFlags(cpuinfo), Runtime.getRuntime().availableProcessors(),
        physicalMemory(), System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
            + System.getProperty("os.arch"));
  }

  static String cpuModel(List<String> cpuinfo) {
    for (String line : cpuinfo) {
      if (line.startsWith("model name")) {
        return line.substring(line.indexOf(':') + 1).trim();
      }
    }
    return "unknown";
  }

  /** The crypto-relevant flags of the first CPU in /proc/cpuinfo, in {@link #CRYPTO_FLAGS} order. */
  static List<String> cryptoFlags(List<String> cpuinfo) {
    for (String line : cpuinfo) {
      if (line.startsWith("flags")) {
        List<String> present = Arrays.asList(line.substring(line.indexOf(':') + 1).trim().split("\\s+"));
        List<String> flags = new ArrayList<String>();
        for (String flag : CRYPTO_FLAGS) {
          if (present.contains(flag)) {
            flags.add(flag);
          }
        }
        return flags;
      }
    }
    return Collections.emptyList();
  }

  private static long physicalMemory() {
    java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean) {
      return ((com.sun.management.OperatingSystemMXBean) os).getTotalPhysicalMemorySize();
    }
    return -1;
  }

  private static List<String> readLines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return Collections.emptyList();
    }
  }
}
