package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.host.HostLoad;
import org.pmebench.results.CipherFingerprint;
import org.pmebench.results.MachineInfo;

/**
 * What a {@code summary.json} says of its run (taken from run.json): schema, run directory,
 * profile, suite, machine, JVMs and what the host did while the run measured. Any part may be
 * missing in summaries of older runs: null, or empty.
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

  /**
   * Other processes', steal and iowait shares of the CPUs over the run's measurement; null before
   * runs had it.
   */
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

  /**
   * The host. Runs before machine identity (2026-11-28) have only its model name, crypto flags,
   * cores, memory and OS.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Machine {
    /** The processor's identity (org.pmebench.results.MachineInfo#id); null in runs before it. */
    public String id;

    public String cpuModel;
    public String cpuVendor;
    public int cpuFamily = -1;
    public int cpuModelNumber = -1;
    public int cpuStepping = -1;
    public String microcode;
    public List<String> caches = new ArrayList<String>();
    public List<String> cpuCryptoFlags = new ArrayList<String>();
    public String hypervisor;
    public String kernel;
    public int cores;
    public double physicalMemoryBytes;
    public String os;

    /**
     * SunJCE's 64 KiB encryption speed measured at the run's start
     * (org.pmebench.results.CipherFingerprint): a label.
     */
    public Fingerprint fingerprint;

    /**
     * A baseline combined across machines (pmebench combine --across-machines): theirs, and no one
     * machine.
     */
    public List<Machine> acrossMachines;

    /**
     * What a gate, a combined baseline and a calibration compare: the id; for a run before it, what
     * its run.json allows, the model name, crypto flags, cores and kernel string (which told apart
     * the three processors behind the committed "AMD EPYC" runs, but is not an identity).
     */
    public String identity() {
      return id != null ? id : olderIdentity();
    }

    /**
     * What a run before machine identity recorded of its machine, as its identity; runs since have
     * it too.
     */
    private String olderIdentity() {
      return "unidentified: " + cpuModel + " " + cpuCryptoFlags + ", " + cores + " cores, " + os;
    }

    /**
     * Whether {@code a} and {@code b} are one machine: by their ids where both have one; else by
     * what the older one recorded ({@link Match#RECORDED_FIELDS}, said wherever it is used).
     */
    public static Match match(Machine a, Machine b) {
      if (a == null || b == null || a.acrossMachines != null || b.acrossMachines != null) {
        return Match.DIFFERENT;
      }
      if (a.identified() && b.identified()) {
        return a.id.equals(b.id) ? Match.SAME : Match.DIFFERENT;
      }
      return a.olderIdentity().equals(b.olderIdentity()) ? Match.RECORDED_FIELDS : Match.DIFFERENT;
    }

    /** Whether the run recorded its processor's identity. */
    public boolean identified() {
      return id != null;
    }

    /** {@code machine} in one line, or that the summary records none. */
    public static String describe(Machine machine) {
      return machine == null ? "no machine recorded" : machine.describe();
    }

    /**
     * The machine in one line: the processor and its id, or what a run before identities recorded.
     */
    public String describe() {
      if (acrossMachines != null) {
        StringBuilder all = new StringBuilder("across " + acrossMachines.size() + " machines:");
        for (Machine m : acrossMachines) {
          all.append(" [").append(m.describe()).append(']');
        }
        return all.toString();
      }
      if (!identified()) {
        return cpuModel
            + ", "
            + cores
            + " cores, "
            + os
            + " (identified by model name, crypto flags, cores and "
            + "kernel string only: the run predates machine identity)";
      }
      return MachineInfo.label(
              cpuModel, cpuVendor, cpuFamily, cpuModelNumber, cpuStepping, microcode, caches, cores)
          + ", hypervisor "
          + hypervisor
          + ", kernel "
          + kernel
          + " ["
          + id
          + "]"
          + (fingerprint == null
              ? ""
              : "; "
                  + CipherFingerprint.label(
                      fingerprint.gcmMegabytesPerSecond,
                      fingerprint.ctrMegabytesPerSecond,
                      fingerprint.java));
    }
  }

  /** A machine's cipher speed, as measured at a run's start. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Fingerprint {
    public double gcmMegabytesPerSecond;
    public double ctrMegabytesPerSecond;
    public String java;
    public double seconds;
  }

  /** How two runs' machines compare. */
  public enum Match {
    /** The same processor id. */
    SAME,
    /**
     * One run predates machine identity: the same model name, crypto flags, cores and kernel
     * string, no more.
     */
    RECORDED_FIELDS,
    DIFFERENT;

    public boolean same() {
      return this != DIFFERENT;
    }
  }

  /** A JVM of the run. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Jvm {
    public String vendor = "";
    public String version = "";
    public String vmName = "";
  }
}
