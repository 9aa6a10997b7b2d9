package org.pmebench.family.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.sparkapp.SparkLauncher;

/**
 * What one Spark application of the spark family does, as JSON: the suite writes it, the
 * application ({@code org.pmebench.spark.SparkBenchApp} in target/spark-bench.jar) reads it. The
 * master key list is not in it: it travels in the {@value #KEY_LIST_ENV} environment variable, so
 * keys never land in a run directory.
 */
public final class SparkAppSpec {
  /** Environment variable with the master key list (parquet.encryption.key.list format). */
  public static final String KEY_LIST_ENV = SparkLauncher.KEY_LIST_ENV;

  /** Spark's application name, also the name of its result file. */
  public String appName;

  /** Spark master for an embedded run ({@code local[*]}); null when spark-submit gives it. */
  public String master;

  /** TPC-DS scale factor (1 = about 1 GB of raw data). */
  public double scale;

  /** Directory (any Hadoop path) of the cached plaintext tables, one sub-directory each. */
  public String datasetPath;

  /**
   * Directory this application writes its tables to, one sub-directory per PME mode; deleted at its
   * end.
   */
  public String workPath;

  /**
   * The user's tables, name to path, read in place of TPC-DS's (then {@link #scale} and {@link
   * #datasetPath} are unused and {@link #columns} is their column set).
   */
  public Map<String, String> userTables = new LinkedHashMap<String, String>();

  /** The user's queries on them, id to SQL; {@link #queries} holds their ids. */
  public Map<String, String> userQueries = new LinkedHashMap<String, String>();

  /** Query ids, in their documented order (the application shuffles them per round). */
  public List<String> queries = new ArrayList<String>();

  /**
   * PME modes of the tables: PLAINTEXT, AES_GCM_V1, AES_GCM_CTR_V1; PLAINTEXT first is not
   * required.
   */
  public List<String> modes = new ArrayList<String>();

  /**
   * {@code all} (every column) or {@code sensitive} (the documented personal and payment columns);
   * on the user's tables, a column set of theirs (dotted paths joined with ',').
   */
  public String columns = "all";

  /**
   * spark.io.encryption: {@code off}, {@code openssl} or {@code jce} (commons-crypto's two
   * backends); with {@link #ioSessions}, the setting of the session that writes the tables.
   */
  public String io = "off";

  /**
   * spark.io.encryption settings the application alternates between (embedded runs): every query of
   * every round once per setting, each in a SparkSession of its own, the settings back to back in a
   * shuffled order, so that the setting's overhead is paired inside one JVM and seconds apart. The
   * tables are written in a session with {@link #io}. Empty: the application keeps {@link #io}
   * throughout.
   */
  public List<String> ioSessions = new ArrayList<String>();

  /**
   * Whether every query runs once, untimed, right before its timed runs on the modes' tables in
   * each round: the first run of a query after other work is slower whatever tables it reads (by a
   * median 20-30% here), a penalty that would otherwise land on a random mode in every round.
   */
  public boolean primeQueries;

  /** Query rounds run and discarded before the measured ones (JIT warm-up). */
  public int warmupRounds;

  /** Measured query rounds. */
  public int rounds;

  /** Seed of the shuffles of queries and modes within rounds. */
  public long seed;

  /**
   * {@code parquet} (Spark's Parquet files, PME by parquet's properties-driven crypto factory) or
   * {@code iceberg} (Iceberg v3 tables in a Hive catalog with an embedded metastore; encrypted
   * tables have Iceberg's table encryption, {@code encryption.key-id}, with the suite's KMS
   * client).
   */
  public String format = SparkMatrix.PARQUET;

  /**
   * The engines every query runs on, back to back with the modes in a shuffled order in the same
   * session: {@code jvm} (Spark's own) and {@code comet} (DataFusion Comet, its plugin loaded and
   * switched on or off per query with {@code spark.comet.enabled}). The runs are recorded under
   * {@link SparkMatrix#variant}.
   */
  public List<String> engines =
      new ArrayList<String>(java.util.Collections.singletonList(SparkMatrix.JVM));

  /**
   * The JCA provider PME uses in the driver and every executor (a name {@code --providers} takes:
   * SunJCE, BC or one added with {@code --provider-jar}), put first and checked in each JVM before
   * anything is timed; null: the JVM's own, unchecked.
   */
  public String provider;

  /** Further Spark settings, e.g. spark.sql.shuffle.partitions. */
  public Map<String, String> conf = new LinkedHashMap<String, String>();
}
