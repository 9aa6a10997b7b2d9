package org.pmebench.jvm;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.pmebench.crypto.ProviderSupport;

/** One JDK the suite can fork benchmarks on, as its own probe described it. */
public final class JdkInfo {
  public final String javaExecutable;
  public final String javaHome;

  /** Feature release: 8 for "1.8", 11, 17, 25, ... */
  public final int major;

  /** e.g. "17.0.15+6-Debian-1deb12u1" */
  public final String runtimeVersion;

  public final String vendor;
  public final String vmName;
  public final String vmVersion;

  /** The crypto providers that run on it, as it reported. */
  public final ProviderSupport providers;

  JdkInfo(
      String javaExecutable,
      String javaHome,
      int major,
      String runtimeVersion,
      String vendor,
      String vmName,
      String vmVersion,
      ProviderSupport providers) {
    this.providers = providers;
    this.javaExecutable = javaExecutable;
    this.javaHome = javaHome;
    this.major = major;
    this.runtimeVersion = runtimeVersion;
    this.vendor = vendor;
    this.vmName = vmName;
    this.vmVersion = vmVersion;
  }

  /** Builds the record from the probe's {@code key=value} properties. */
  static JdkInfo fromProbe(String javaExecutable, Map<String, String> p) {
    String spec = p.get("java.specification.version");
    if (spec == null || spec.isEmpty()) {
      throw new IllegalArgumentException("the probe printed no java.specification.version");
    }
    String runtime = p.get("java.runtime.version");
    return new JdkInfo(
        javaExecutable,
        p.getOrDefault("java.home", ""),
        majorOf(spec),
        runtime == null || runtime.isEmpty() ? p.getOrDefault("java.version", "") : runtime,
        p.getOrDefault("java.vendor", ""),
        p.getOrDefault("java.vm.name", ""),
        p.getOrDefault("java.vm.version", ""),
        ProviderSupport.fromProperties(p));
  }

  /** "1.8" -> 8, "11" -> 11. */
  public static int majorOf(String specificationVersion) {
    String s =
        specificationVersion.startsWith("1.")
            ? specificationVersion.substring(2)
            : specificationVersion;
    int dot = s.indexOf('.');
    try {
      return Integer.parseInt(dot < 0 ? s : s.substring(0, dot));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "unreadable java.specification.version '" + specificationVersion + "'");
    }
  }

  /** "Java 17.0.15+6 (Debian, OpenJDK 64-Bit Server VM)" */
  public String describe() {
    return String.format(Locale.ROOT, "Java %s (%s, %s)", runtimeVersion, vendor, vmName);
  }

  /** The tags results carry about this JVM (run.json). */
  public Map<String, Object> tags() {
    Map<String, Object> t = new LinkedHashMap<String, Object>();
    t.put("major", major);
    t.put("version", runtimeVersion);
    t.put("vendor", vendor);
    t.put("vmName", vmName);
    t.put("vmVersion", vmVersion);
    t.put("javaHome", javaHome);
    t.put("executable", javaExecutable);
    t.put("providers", providers.tags());
    return t;
  }
}
