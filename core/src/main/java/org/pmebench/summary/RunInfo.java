package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.host.HostLoad;

/**
 * What a {@code summary.json} says of its run (taken from run.json): schema, run directory, profile,
 * suite, machine, JVMs and what the host did while the run measured. Any part may be missing in
 * summaries of older runs: null, or empty.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class RunInfo {
  public String schema = "";
  public String runDirectory;
  public Profile profile;
  public Suite suite;
  public Machine machine;
  /** JVM label ("jdk17") -> what it reported, in the run's order. */
  public Map<String, Jvm> jvms = new LinkedHashMap<String, Jvm>();
  /** Other processes', steal and iowait shares of the CPUs over the run's measurement; null before runs had it. */
  public HostLoad host;

  /** The measurement profile. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Profile {
    public String id = "";
    public String description;
  }

  /** The suite's version and commit. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Suite {
    public String version;
    public String gitCommit = "unknown";
  }

  /** The host. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Machine {
    public String cpuModel;
    public List<String> cpuCryptoFlags = new ArrayList<String>();
    public int cores;
    public double physicalMemoryBytes;
    public String os;
  }

  /** A JVM of the run. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Jvm {
    public String vendor = "";
    public String version = "";
    public String vmName = "";
  }
}
