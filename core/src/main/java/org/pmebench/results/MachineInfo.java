package org.pmebench.results;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The machine a result was measured on: the processor by vendor, family, model, stepping and
 * microcode (the model name alone, "AMD EPYC", covered three different processors), its caches, the
 * CPU's crypto features, whether a hypervisor is under it, the kernel, cores and memory; and an
 * {@link #id} made of what identifies the processor, so that runs of different machines are never
 * compared or combined without saying so.
 */
public final class MachineInfo {
  /**
   * CPU features that decide AES speed: AES-NI, carry-less multiply (GHASH), and the vector forms.
   */
  public static final List<String> CRYPTO_FLAGS =
      Collections.unmodifiableList(
          Arrays.asList("aes", "pclmulqdq", "avx", "avx2", "avx512f", "vaes", "vpclmulqdq"));

  /** The model name, e.g. "AMD EPYC" (what a hypervisor may shorten to the vendor's brand). */
  public final String cpuModel;

  /** vendor_id, e.g. "AuthenticAMD"; "unknown" where /proc/cpuinfo does not say. */
  public final String cpuVendor;

  /** cpu family, model and stepping as /proc/cpuinfo gives them; -1 where it does not. */
  public final int cpuFamily;

  public final int cpuModelNumber;
  public final int cpuStepping;

  /** The microcode revision, e.g. "0x1000065"; "unknown" where it is not exposed. */
  public final String microcode;

  /**
   * The first CPU's caches, e.g. "L1d 32K", "L1i 32K", "L2 512K", "L3 32768K" (sysfs), else
   * cpuinfo's size.
   */
  public final List<String> caches;

  /**
   * "none", or what the system says of the hypervisor under it (its type, or only that there is
   * one).
   */
  public final String hypervisor;

  public final String kernel;
  public final List<String> cpuCryptoFlags;
  public final int cores;
  public final long physicalMemoryBytes;
  public final String os;

  private MachineInfo(
      List<String> cpuinfo, List<String> caches, String hypervisor, int cores, long memory) {
    this.cpuModel = field(cpuinfo, "model name", "unknown");
    this.cpuVendor = field(cpuinfo, "vendor_id", "unknown");
    this.cpuFamily = number(field(cpuinfo, "cpu family", ""));
    this.cpuModelNumber = number(field(cpuinfo, "model", ""));
    this.cpuStepping = number(field(cpuinfo, "stepping", ""));
    this.microcode = field(cpuinfo, "microcode", "unknown");
    this.caches =
        caches.isEmpty() && !field(cpuinfo, "cache size", "").isEmpty()
            ? Collections.singletonList("cache " + field(cpuinfo, "cache size", ""))
            : caches;
    this.cpuCryptoFlags = cryptoFlags(cpuinfo);
    this.hypervisor =
        hypervisor != null
            ? hypervisor
            : flags(cpuinfo).contains("hypervisor") ? "yes (its type not exposed)" : "none";
    this.kernel = System.getProperty("os.version");
    this.cores = cores;
    this.physicalMemoryBytes = memory;
    this.os =
        System.getProperty("os.name")
            + " "
            + System.getProperty("os.version")
            + " "
            + System.getProperty("os.arch");
  }

  public static MachineInfo current() {
    return of(
        readLines(Paths.get("/proc/cpuinfo")),
        Paths.get("/sys"),
        Runtime.getRuntime().availableProcessors(),
        physicalMemory());
  }

  /** This machine as {@code cpuinfo} and the sysfs tree at {@code sys} describe it. */
  static MachineInfo of(List<String> cpuinfo, Path sys, int cores, long memory) {
    return new MachineInfo(
        firstCpu(cpuinfo),
        caches(sys.resolve("devices/system/cpu/cpu0/cache")),
        hypervisorType(sys),
        cores,
        memory);
  }

  /**
   * What identifies the machine: vendor, family, model, stepping, microcode, model name, caches and
   * cores, hashed. Two runs with the same id ran on the same kind of processor with as many cores.
   */
  public String id() {
    String identity =
        String.join(
            "|",
            cpuVendor,
            Integer.toString(cpuFamily),
            Integer.toString(cpuModelNumber),
            Integer.toString(cpuStepping),
            microcode,
            cpuModel,
            String.join(",", caches),
            Integer.toString(cores));
    return "cpu-" + sha256(identity).substring(0, 12);
  }

  /**
   * One line for the terminal and the report, e.g. "AMD EPYC (AuthenticAMD family 25 model 1
   * stepping 1, ...)".
   */
  public String label() {
    return label(
        cpuModel, cpuVendor, cpuFamily, cpuModelNumber, cpuStepping, microcode, caches, cores);
  }

  /** The same line from a summary's fields. */
  public static String label(
      String name,
      String vendor,
      int family,
      int model,
      int stepping,
      String microcode,
      List<String> caches,
      int cores) {
    return String.format(
        Locale.ROOT,
        "%s (%s family %d model %d stepping %d, microcode %s)%s, %d cores",
        name,
        vendor,
        family,
        model,
        stepping,
        microcode,
        caches.isEmpty() ? "" : ", " + String.join(" ", caches),
        cores);
  }

  /** The lines of the first processor's block. */
  private static List<String> firstCpu(List<String> cpuinfo) {
    List<String> first = new ArrayList<String>();
    for (String line : cpuinfo) {
      if (line.trim().isEmpty() && !first.isEmpty()) {
        break;
      }
      first.add(line);
    }
    return first;
  }

  private static String field(List<String> cpu, String name, String otherwise) {
    for (String line : cpu) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equals(name)) {
        return line.substring(colon + 1).trim();
      }
    }
    return otherwise;
  }

  private static int number(String text) {
    try {
      return Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static List<String> flags(List<String> cpu) {
    String flags = field(cpu, "flags", "");
    return flags.isEmpty() ? Collections.<String>emptyList() : Arrays.asList(flags.split("\\s+"));
  }

  /**
   * The crypto-relevant flags of the first CPU in /proc/cpuinfo, in {@link #CRYPTO_FLAGS} order.
   */
  static List<String> cryptoFlags(List<String> cpuinfo) {
    List<String> present = flags(firstCpu(cpuinfo));
    List<String> flags = new ArrayList<String>();
    for (String flag : CRYPTO_FLAGS) {
      if (present.contains(flag)) {
        flags.add(flag);
      }
    }
    return flags;
  }

  /** sysfs' cache entries of one CPU: "L1d 32K" ... in index order; empty where sysfs has none. */
  static List<String> caches(Path dir) {
    List<String> caches = new ArrayList<String>();
    for (int i = 0; Files.isDirectory(dir.resolve("index" + i)); i++) {
      Path index = dir.resolve("index" + i);
      String level = firstLine(index.resolve("level"));
      String type = firstLine(index.resolve("type"));
      String size = firstLine(index.resolve("size"));
      if (level.isEmpty() || size.isEmpty()) {
        continue;
      }
      String kind = "Data".equals(type) ? "d" : "Instruction".equals(type) ? "i" : "";
      caches.add("L" + level + kind + " " + size);
    }
    return caches;
  }

  /**
   * Xen's /sys/hypervisor/type, or the DMI vendor and product a KVM or cloud VM shows; null if
   * neither.
   */
  private static String hypervisorType(Path sys) {
    String type = firstLine(sys.resolve("hypervisor/type"));
    if (!type.isEmpty()) {
      return type;
    }
    String vendor = firstLine(sys.resolve("class/dmi/id/sys_vendor"));
    String product = firstLine(sys.resolve("class/dmi/id/product_name"));
    return vendor.isEmpty() && product.isEmpty() ? null : (vendor + " " + product).trim();
  }

  private static String firstLine(Path file) {
    List<String> lines = readLines(file);
    return lines.isEmpty() ? "" : lines.get(0).trim();
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

  private static String sha256(String text) {
    try {
      StringBuilder hex = new StringBuilder();
      for (byte b :
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8))) {
        hex.append(String.format(Locale.ROOT, "%02x", b));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
