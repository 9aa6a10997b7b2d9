package org.pmebench.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one Spark application measured, as JSON (written to a temporary name and renamed when
 * complete). Times are nanoseconds; CPU times are the whole driver process's, which in an
 * embedded ({@code local}) run holds the executors too, and are -1 on a cluster, where the
 * executors' CPU is elsewhere.
 */
public final class SparkAppResult {
  public String appName;
  public String sparkVersion;
  public String master;
  public String javaVersion;
  public String javaVmName;
  public List<String> jvmArgs = new ArrayList<String>();
  public int defaultParallelism;
  /** Whether CPU times were measured (embedded runs only). */
  public boolean cpuMeasured;
  /** The spark.io.encryption setting asked for, and what commons-crypto really gave (its cipher class). */
  public String io;
  public boolean ioEncryptionEnabled;
  public String ioCipherClass;
  /** The Spark settings that define the configuration (PME, spark.io.encryption, shuffle). */
  public Map<String, String> conf = new LinkedHashMap<String, String>();
  /** Seconds spent generating the cached TPC-DS tables, 0 when they were cached already. */
  public double generateSeconds;
  /** Per PME mode: writing every table. */
  public Map<String, Timing> writes = new LinkedHashMap<String, Timing>();
  /** Per query id: its measured rounds per PME mode, and what it returned. */
  public Map<String, QueryTimes> queries = new LinkedHashMap<String, QueryTimes>();
  /** Null when every query ran; else what failed, naming the query and mode. */
  public String failure;

  /** Times and bytes of one operation. */
  public static final class Timing {
    public long wallNanos;
    public long cpuNanos = -1;
    public long bytes;
  }

  /** One query's measured rounds: per mode, one wall and one CPU time per round. */
  public static final class QueryTimes {
    public long rows;
    /** A hash of the sorted result rows, the same in every mode (checked by the application). */
    public String checksum;
    public Map<String, List<Long>> wallNanos = new LinkedHashMap<String, List<Long>>();
    public Map<String, List<Long>> cpuNanos = new LinkedHashMap<String, List<Long>>();
  }
}
