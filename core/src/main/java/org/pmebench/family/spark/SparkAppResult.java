package org.pmebench.family.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one Spark application measured, as JSON (written to a temporary name and renamed when
 * complete). Times are nanoseconds. Two CPU times: the whole driver process's ({@code cpuNanos}: in
 * an embedded ({@code local}) run the executors too, with JIT, GC and the driver's planning; -1 on
 * a cluster), and the tasks' ({@code taskCpuNanos}: the sum of the executors' CPU time of the tasks
 * the operation ran, from a SparkListener, on any master; -1 where the listener saw none).
 */
public final class SparkAppResult {
  public String appName;
  public String sparkVersion;
  public String master;
  public String javaVersion;
  public String javaVmName;
  public List<String> jvmArgs = new ArrayList<String>();
  public int defaultParallelism;

  /** Whether process CPU times were measured (embedded runs only). */
  public boolean cpuMeasured;

  /** Whether every write and every query round has its tasks' metrics (task CPU, bytes). */
  public boolean taskMetrics;

  /**
   * Tasks of stages outside every timed operation's job group (their CPU is in no operation's sum).
   */
  public long tasksOutsideGroups;

  /**
   * The spark.io.encryption setting asked for, and what commons-crypto really gave (its cipher
   * class).
   */
  public String io;

  public boolean ioEncryptionEnabled;
  public String ioCipherClass;

  /**
   * How many settings the executors' SparkConf holds: Spark copies every one of them into each
   * crypto stream's parameters (CryptoStreamUtils.toCryptoConf), so its per-stream cost grows with
   * them.
   */
  public int sparkConfSettings;

  /**
   * Sessions of this setting started (an alternating application restarts one whenever the setting
   * changes), and the seconds they took to start.
   */
  public int sessionStarts;

  public double sessionStartSeconds;

  /** The Spark settings that define the configuration (PME, spark.io.encryption, shuffle). */
  public Map<String, String> conf = new LinkedHashMap<String, String>();

  /** The provider the spec asked for ({@link SparkAppSpec#provider}), null for the JVM's own. */
  public String provider;

  /** What runs as that provider in the driver, e.g. "BCFIPS (...: ... v2.1.3)". */
  public String providerRuns;

  /**
   * Per executor id: what runs there, each checked before anything was timed (local mode:
   * "driver").
   */
  public Map<String, String> providerExecutors = new LinkedHashMap<String, String>();

  /** Seconds spent generating the cached TPC-DS tables, 0 when they were cached already. */
  public double generateSeconds;

  /** Per PME mode: writing every table. */
  public Map<String, Timing> writes = new LinkedHashMap<String, Timing>();

  /** Per query id: its measured rounds per PME mode, and what it returned. */
  public Map<String, QueryTimes> queries = new LinkedHashMap<String, QueryTimes>();

  /**
   * Iceberg tables ({@link SparkAppSpec#format}): per mode, the table maintenance a user runs
   * ({@code rewrite_data_files} and {@code expire_snapshots} on every table), timed like the
   * writes.
   */
  public Map<String, Timing> maintenance = new LinkedHashMap<String, Timing>();

  /** Iceberg tables: per mode, what Iceberg wrote and how often it called the KMS. */
  public Map<String, IcebergFacts> iceberg = new LinkedHashMap<String, IcebergFacts>();

  /**
   * An application that alternated spark.io.encryption settings in one JVM: per setting, what its
   * sessions measured, each like a one-setting application's result (round i of every setting ran
   * in the same round, each query in every setting's session back to back; the writes are in the
   * setting that wrote the tables). Empty otherwise.
   */
  public Map<String, SparkAppResult> sessions = new LinkedHashMap<String, SparkAppResult>();

  /** Settings an alternating application dropped, with why (nothing they measured is kept). */
  public Map<String, String> sessionFailures = new LinkedHashMap<String, String>();

  /**
   * Queries the application dropped, with why: one that returned other rows on one mode's tables or
   * engine than on another's (nothing it measured is kept; the other queries go on).
   */
  public Map<String, String> queryFailures = new LinkedHashMap<String, String>();

  /** Null when every query ran; else what failed, naming the query and mode. */
  public String failure;

  /**
   * Whether the failure is the user's input (a table that cannot be read, a column no table has, a
   * query that fails on the plaintext tables), found before anything was measured: every further
   * application would fail the same way.
   */
  public boolean inputFailure;

  /** Times and bytes of one operation. */
  public static final class Timing {
    public long wallNanos;
    public long cpuNanos = -1;
    public long taskCpuNanos = -1;
    public long bytes;

    /** The write's tasks, null when the listener saw none. */
    public Tasks tasks;
  }

  /**
   * What the tasks of one operation did, summed over its stages (Spark's TaskMetrics): CPU and run
   * time, and the bytes each encryption layer handles — input read by scans (PME decrypts it),
   * output written (PME encrypts it), shuffle and spill bytes and shuffle blocks (streams that
   * spark.io.encryption encrypts).
   */
  public static final class Tasks {
    public int stages;
    public long tasks;

    /** Tasks that ended without metrics (failed or killed): their CPU is not in the sums. */
    public long tasksWithoutMetrics;

    public long cpuNanos;
    public long runNanos;
    public long gcNanos;
    public long inputBytes;
    public long outputBytes;
    public long shuffleWriteBytes;
    public long shuffleWriteRecords;
    public long shuffleReadBytes;
    public long shuffleBlocksFetched;
    public long spillMemoryBytes;
    public long spillDiskBytes;

    /** Adds {@code other}'s counts to these. */
    public void add(Tasks other) {
      stages += other.stages;
      tasks += other.tasks;
      tasksWithoutMetrics += other.tasksWithoutMetrics;
      cpuNanos += other.cpuNanos;
      runNanos += other.runNanos;
      gcNanos += other.gcNanos;
      inputBytes += other.inputBytes;
      outputBytes += other.outputBytes;
      shuffleWriteBytes += other.shuffleWriteBytes;
      shuffleWriteRecords += other.shuffleWriteRecords;
      shuffleReadBytes += other.shuffleReadBytes;
      shuffleBlocksFetched += other.shuffleBlocksFetched;
      spillMemoryBytes += other.spillMemoryBytes;
      spillDiskBytes += other.spillDiskBytes;
    }
  }

  /** One query's measured rounds: per mode, one wall and two CPU times per round. */
  public static final class QueryTimes {
    public long rows;

    /** A hash of the sorted result rows, the same in every mode (checked by the application). */
    public String checksum;

    public Map<String, List<Long>> wallNanos = new LinkedHashMap<String, List<Long>>();
    public Map<String, List<Long>> cpuNanos = new LinkedHashMap<String, List<Long>>();
    public Map<String, List<Long>> taskCpuNanos = new LinkedHashMap<String, List<Long>>();

    /** Per mode, the tasks of its last measured round (bytes are the same in every round). */
    public Map<String, Tasks> tasks = new LinkedHashMap<String, Tasks>();

    /**
     * Per variant (where the run has an engine beside Spark's): the scans of its executed plan
     * (first measured run).
     */
    public Map<String, Integer> scans = new LinkedHashMap<String, Integer>();

    /** Of those, the scans the engine ran natively. */
    public Map<String, Integer> nativeScans = new LinkedHashMap<String, Integer>();

    /** The scan operators of that plan, e.g. "CometNativeScan x2, FileScan parquet x1". */
    public Map<String, String> scanNodes = new LinkedHashMap<String, String>();

    /**
     * Per variant, that executed plan's text (runs with an engine beside Spark's: every engine's).
     */
    public Map<String, String> plans = new LinkedHashMap<String, String>();
  }

  /**
   * One mode's Iceberg tables, summed over the tables: files by kind with their bytes and how many
   * begin with an encrypted format's magic (PARE: PME with an encrypted footer; AGS1: Iceberg's
   * AES-GCM stream), and KMS calls (wraps and unwraps by the suite's Iceberg KMS client in this
   * JVM) while writing, querying and maintaining them.
   */
  public static final class IcebergFacts {
    public int tables;
    public long dataFiles;
    public long dataBytes;

    /** Data files that begin with PARE. */
    public long pmeDataFiles;

    public long manifests;
    public long manifestBytes;
    public long manifestLists;
    public long manifestListBytes;

    /** Manifests and manifest lists that begin with AGS1. */
    public long encryptedMetadataFiles;

    public long metadataJsonFiles;
    public long metadataJsonBytes;
    public long writeKmsWraps;
    public long writeKmsUnwraps;
    public long queryRuns;
    public long queryKmsCalls;
    public long maintenanceKmsCalls;

    /**
     * The first data file, read by Spark's parquet-java with the key and AAD prefix from its
     * manifest entry.
     */
    public String pmeCheck;

    /** The parquet-java that wrote the data files (their created_by). */
    public String createdBy;
  }
}
