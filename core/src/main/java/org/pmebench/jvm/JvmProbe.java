package org.pmebench.jvm;

import java.lang.management.ManagementFactory;
import java.lang.management.PlatformManagedObject;
import java.util.Map;
import javax.crypto.Cipher;
import org.pmebench.crypto.ProviderSupport;

/**
 * Runs inside a candidate JVM (with only the suite's own classes on the class path) and prints what
 * the suite needs to know about it as {@code key=value} lines: who built it, which version, whether
 * the APIs the benchmark forks rely on are there, and which crypto providers run on it (their
 * native libraries load, or not, per JVM). Must stay Java 8.
 */
public final class JvmProbe {
  static final String[] PROPERTIES = {
    "java.specification.version",
    "java.runtime.version",
    "java.version",
    "java.vendor",
    "java.vm.name",
    "java.vm.version",
    "java.home"
  };

  private JvmProbe() {}

  public static void main(String[] args) {
    for (String key : PROPERTIES) {
      System.out.println(key + "=" + System.getProperty(key, ""));
    }
    try {
      // What a fork touches first: JCE's AES-GCM, and the diagnostic MXBean VmFlagGuard reads.
      Cipher.getInstance("AES/GCM/NoPadding");
      Cipher.getInstance("AES/CTR/NoPadding");
      Class<?> mxBean = Class.forName("com.sun.management.HotSpotDiagnosticMXBean");
      if (ManagementFactory.getPlatformMXBean(mxBean.asSubclass(PlatformManagedObject.class))
          == null) {
        throw new IllegalStateException("no HotSpotDiagnosticMXBean");
      }
      try {
        for (Map.Entry<String, String> e : ProviderSupport.probeHere().toProperties().entrySet()) {
          System.out.println(e.getKey() + "=" + e.getValue());
        }
      } catch (RuntimeException | LinkageError e) {
        // Without provider facts, planners skip every provider with "not reported": the JVM still
        // runs.
        System.out.println("providers.error=" + e.toString().replace('\n', ' '));
      }
      System.out.println("probe=ok");
    } catch (Exception | LinkageError e) {
      System.out.println("probe=" + e);
    }
  }
}
