package org.pmebench.crypto;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which crypto providers one JVM can run and for which algorithms, as that JVM itself found out
 * (the JDK probe asks it before a run plans anything). Properties: {@code provider.<name>} = what
 * runs (name and version) or {@code unavailable: <reason>}; {@code provider.<name>.<GCM|CTR>} =
 * {@code ok} or the reason it cannot.
 */
public final class ProviderSupport {
  static final String PREFIX = "provider.";
  private static final String OK = "ok";
  private static final String UNAVAILABLE = "unavailable: ";

  /** null: not probed, everything is assumed to run (plans made without a JVM, e.g. in tests). */
  private final Map<String, String> facts;

  private ProviderSupport(Map<String, String> facts) {
    this.facts = facts;
  }

  public static ProviderSupport assumed() {
    return new ProviderSupport(null);
  }

  /** Asks this JVM. */
  public static ProviderSupport probeHere() {
    Map<String, String> f = new LinkedHashMap<String, String>();
    for (String name : CryptoProviders.names()) {
      String description;
      try {
        description = CryptoProviders.describe(name);
      } catch (RuntimeException | LinkageError e) {
        description = UNAVAILABLE + oneLine(e.getMessage() == null ? e.toString() : e.getMessage());
      }
      f.put(PREFIX + name, description);
      for (AesAlgorithm a : AesAlgorithm.values()) {
        String reason =
            description.startsWith(UNAVAILABLE)
                ? description.substring(UNAVAILABLE.length())
                : CryptoProviders.unavailableReason(name, a);
        f.put(PREFIX + name + "." + a.name(), reason == null ? OK : oneLine(reason));
      }
    }
    return new ProviderSupport(f);
  }

  /** From a probe's {@code key=value} output (other keys are ignored). */
  public static ProviderSupport fromProperties(Map<String, String> props) {
    Map<String, String> f = new LinkedHashMap<String, String>();
    for (Map.Entry<String, String> e : props.entrySet()) {
      if (e.getKey().startsWith(PREFIX)) {
        f.put(e.getKey(), e.getValue());
      }
    }
    return new ProviderSupport(f);
  }

  public Map<String, String> toProperties() {
    return facts == null
        ? Collections.<String, String>emptyMap()
        : Collections.unmodifiableMap(facts);
  }

  /** Why {@code provider} cannot run {@code algorithm} on this JVM, or null when it can. */
  public String unavailableReason(String provider, AesAlgorithm algorithm) {
    if (facts == null) {
      return null;
    }
    String v = facts.get(PREFIX + provider + "." + algorithm.name());
    if (v == null) {
      return "the JVM probe did not report " + provider;
    }
    return OK.equals(v) ? null : v;
  }

  /** Why {@code provider} cannot run at all here (neither algorithm), or null when it runs one. */
  public String unavailableReason(String provider) {
    String gcm = unavailableReason(provider, AesAlgorithm.GCM);
    String ctr = unavailableReason(provider, AesAlgorithm.CTR);
    return gcm != null && ctr != null ? gcm : null;
  }

  /** Name and version of what runs, e.g. "ACCP 2.5.0 (AWS-LC v1.47.0)"; null if not probed. */
  public String description(String provider) {
    return facts == null ? null : facts.get(PREFIX + provider);
  }

  /** For run.json: per provider what runs and, per algorithm, ok or why not. */
  public Map<String, Object> tags() {
    Map<String, Object> t = new LinkedHashMap<String, Object>();
    if (facts == null) {
      return t;
    }
    for (String name : CryptoProviders.names()) {
      Map<String, Object> one = new LinkedHashMap<String, Object>();
      one.put("runs", description(name));
      for (AesAlgorithm a : AesAlgorithm.values()) {
        String reason = unavailableReason(name, a);
        one.put(a.name(), reason == null ? OK : reason);
      }
      t.put(name, one);
    }
    return t;
  }

  private static String oneLine(String s) {
    return s.replace('\n', ' ').replace('\r', ' ');
  }
}
