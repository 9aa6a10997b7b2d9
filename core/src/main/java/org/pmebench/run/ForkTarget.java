package org.pmebench.run;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.ProviderSupport;

/** The JVM a run forks its benchmarks on: its label in file names, its launcher, its flags. */
public final class ForkTarget {
  /** Prefix of the result files, e.g. "jdk17"; null for unprefixed files. */
  public final String label;

  /** java launcher to fork, or null for the JVM running the suite. */
  public final String javaExecutable;

  /** The -XX flags that JVM has (decides which intrinsics flags exist there). */
  public final Collection<String> knownFlags;

  /** Arguments this JDK version needs for the forks to run at all (see JvmNeeds). */
  public final List<String> neededArgs;

  /** Which crypto providers run there (planners skip, with the reason, what does not). */
  public final ProviderSupport providers;

  /** Feature release of that JVM (8, 11, 17, ...); 0 when not known. */
  public final int major;

  public ForkTarget(
      String label, String javaExecutable, Collection<String> knownFlags, List<String> neededArgs) {
    this(label, javaExecutable, knownFlags, neededArgs, ProviderSupport.assumed());
  }

  public ForkTarget(
      String label,
      String javaExecutable,
      Collection<String> knownFlags,
      List<String> neededArgs,
      ProviderSupport providers) {
    this(label, javaExecutable, knownFlags, neededArgs, providers, 0);
  }

  public ForkTarget(
      String label,
      String javaExecutable,
      Collection<String> knownFlags,
      List<String> neededArgs,
      ProviderSupport providers,
      int major) {
    this.major = major;
    this.providers = providers;
    this.label = label;
    this.javaExecutable = javaExecutable;
    this.knownFlags = knownFlags;
    this.neededArgs = Collections.unmodifiableList(new ArrayList<String>(neededArgs));
  }

  /** The JVM running the suite, with no label and no extra arguments. */
  public static ForkTarget current(Collection<String> knownFlags) {
    return new ForkTarget(null, null, knownFlags, Collections.<String>emptyList());
  }

  /** The id (and result file stem) of a JMH invocation on this JVM. */
  public String invocationId(String kind) {
    return label == null ? kind : label + "-" + kind;
  }
}
