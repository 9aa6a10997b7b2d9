package org.pmebench.summary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/**
 * The machine as Conbench's {@code machine_info} names it (every value a string, as benchadapt
 * sends them; sizes in bytes), its {@code name} the machine's identity so that Conbench's history
 * never joins two machines; and the seconds in a JMH time unit.
 */
final class ConbenchMachine {
  private ConbenchMachine() {}

  static ObjectNode of(RunInfo.Machine m) {
    ObjectNode info = new ObjectMapper().createObjectNode();
    info.put("name", m == null ? "unknown" : m.identity());
    String os = m == null || m.os == null ? "" : m.os;
    String[] parts = os.split(" ");
    info.put("os_name", parts.length > 0 ? parts[0] : "");
    info.put(
        "os_version",
        m == null || m.kernel == null ? (parts.length > 1 ? parts[1] : "") : m.kernel);
    info.put("architecture_name", parts.length > 2 ? parts[2] : "");
    info.put(
        "kernel_name",
        m == null || m.kernel == null ? (parts.length > 1 ? parts[1] : "") : m.kernel);
    info.put("memory_bytes", m == null ? "0" : String.valueOf((long) m.physicalMemoryBytes));
    info.put("cpu_model_name", m == null || m.cpuModel == null ? "" : m.cpuModel);
    info.put("cpu_core_count", m == null ? "0" : String.valueOf(m.cores));
    info.put("cpu_thread_count", m == null ? "0" : String.valueOf(m.cores));
    info.put("cpu_l1d_cache_bytes", String.valueOf(cache(m, "L1d")));
    info.put("cpu_l1i_cache_bytes", String.valueOf(cache(m, "L1i")));
    info.put("cpu_l2_cache_bytes", String.valueOf(cache(m, "L2")));
    info.put("cpu_l3_cache_bytes", String.valueOf(cache(m, "L3")));
    info.put("cpu_frequency_max_hz", "0");
    info.put("gpu_count", "0");
    info.putArray("gpu_product_names");
    return info;
  }

  /** A cache's size from the machine's "L2 2048K" entries, in bytes; 0 where not recorded. */
  static long cache(RunInfo.Machine m, String level) {
    if (m == null) {
      return 0;
    }
    for (String c : m.caches) {
      String[] p = c.split(" ");
      if (p.length == 2 && p[0].equals(level)) {
        return bytes(p[1]);
      }
    }
    return 0;
  }

  private static long bytes(String size) {
    String s = size.toUpperCase(Locale.ROOT);
    long factor = s.endsWith("K") ? 1024 : s.endsWith("M") ? 1024 * 1024 : 1;
    String digits = factor == 1 ? s : s.substring(0, s.length() - 1);
    try {
      return Long.parseLong(digits) * factor;
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Seconds in one unit of a JMH time per operation ("ms/op"); NaN for any other unit. */
  static double secondsPer(String unit) {
    if (unit == null) {
      return Double.NaN;
    }
    switch (unit) {
      case "s/op":
        return 1;
      case "ms/op":
        return 1e-3;
      case "us/op":
        return 1e-6;
      case "ns/op":
        return 1e-9;
      default:
        return Double.NaN;
    }
  }
}
