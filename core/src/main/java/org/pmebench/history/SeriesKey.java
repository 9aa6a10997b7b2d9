package org.pmebench.history;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one series holds still: the row (its benchmark, parameters, JVM label, variant and mode, as
 * the summary's row id says them), the machine's identity, the JDK's version, the provider, the
 * parquet-java release and the profile (with "+profile-cpu" where the CPU profiler ran beside the
 * row, which moves it). Two runs' numbers join one series only where all agree: never across
 * machines.
 */
public final class SeriesKey implements Comparable<SeriesKey> {
  /** After the profile of a row measured under the CPU profiler (--profile-cpu). */
  static final String CPU_PROFILED = " +profile-cpu";

  /** The release of rows that name none: the suite's built-in parquet-java. */
  static final String BUILT_IN_RELEASE = "built-in";

  public final String row;
  public final String machine;
  public final String jdk;
  public final String provider;
  public final String parquet;
  public final String profile;

  SeriesKey(
      String row, String machine, String jdk, String provider, String parquet, String profile) {
    this.row = row;
    this.machine = machine;
    this.jdk = jdk;
    this.provider = provider;
    this.parquet = parquet;
    this.profile = profile;
  }

  private List<String> parts() {
    return Arrays.asList(row, machine, jdk, provider, parquet, profile);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SeriesKey && parts().equals(((SeriesKey) o).parts());
  }

  @Override
  public int hashCode() {
    return Objects.hash(parts().toArray());
  }

  @Override
  public int compareTo(SeriesKey o) {
    List<String> a = parts();
    List<String> b = o.parts();
    for (int i = 0; i < a.size(); i++) {
      int c = String.valueOf(a.get(i)).compareTo(String.valueOf(b.get(i)));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  @Override
  public String toString() {
    return row
        + " on "
        + machine
        + ", Java "
        + jdk
        + ", "
        + provider
        + ", parquet "
        + parquet
        + ", profile "
        + profile;
  }
}
