package org.pmebench.family.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.run.MeasurementProfile;

/**
 * What the spark family measures (recorded in run.json): TPC-DS queries at one scale factor on
 * tables in each PME mode, under each spark.io.encryption setting. Embedded, each of the {@link
 * #repetitions} applications runs every setting in turn ({@link #ioInOneJvm}); on a cluster, every
 * setting is its own application, started {@link #repetitions} times in a shuffled order. The PME
 * modes are compared inside each application, query by query and round by round.
 */
public final class SparkMatrix {
  public static final List<String> MODES =
      Collections.unmodifiableList(Arrays.asList("PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"));

  /**
   * The A/A control's tables: the plaintext tables written a second time, queried in the same
   * rounds as every mode, so each PME row shows what a ratio of two identical configurations does.
   */
  public static final String CONTROL = "CONTROL";

  public static final List<String> IO_SETTINGS =
      Collections.unmodifiableList(Arrays.asList("off", "openssl", "jce"));

  /**
   * spark.io.encryption off, but shuffle blocks fetched one by one as encryption forces (Spark
   * turns off AQE's batch fetch of contiguous blocks when I/O encryption is on): what the encrypted
   * settings cost beyond their crypto streams, and the base that leaves only those streams.
   */
  public static final String UNBATCHED = "unbatched";

  /**
   * The A/A control of spark.io.encryption: a second session with it off, alternated with the
   * others query by query in embedded runs, so every io row shows what a ratio of two identical
   * sessions does ({@code control} in the summary, as the PME rows' second plaintext tables).
   */
  public static final String IO_CONTROL = "control";

  /** What --spark-io accepts: the defaults and {@link #UNBATCHED}. */
  public static final List<String> IO_CHOICES =
      Collections.unmodifiableList(Arrays.asList("off", "openssl", "jce", UNBATCHED));

  public static final List<String> COLUMN_CHOICES =
      Collections.unmodifiableList(Arrays.asList("all", "sensitive"));
  public static final String PARQUET = "parquet";
  public static final String ICEBERG = "iceberg";

  /** What --spark-format accepts. */
  public static final List<String> FORMATS =
      Collections.unmodifiableList(Arrays.asList(PARQUET, ICEBERG));

  /**
   * The modes of Iceberg tables: plaintext, and Iceberg's table encryption (PME's AES_GCM_V1, its
   * only algorithm).
   */
  public static final List<String> ICEBERG_MODES =
      Collections.unmodifiableList(Arrays.asList("PLAINTEXT", "AES_GCM_V1"));

  /** Spark's own JVM operators (and its Parquet scan). */
  public static final String JVM = "jvm";

  /** DataFusion Comet's native operators and scans, toggled query by query in the same session. */
  public static final String COMET = "comet";

  /** What --spark-engine accepts. */
  public static final List<String> ENGINES =
      Collections.unmodifiableList(Arrays.asList(JVM, COMET));

  /** The first JDK Comet's classes run on (they are Java 17 bytecode). */
  public static final int COMET_FIRST_JDK = 17;

  /** The embedded master: every core of this machine. */
  public static final String LOCAL = "local[*]";

  public double scale;
  public List<String> queries = SparkQuery.IDS;
  public List<String> modes = MODES;
  public List<String> io = IO_SETTINGS;
  public String columns = "all";

  /** {@link #PARQUET} or {@link #ICEBERG} tables ({@link SparkAppSpec#format}). */
  public String format = PARQUET;

  /** The engines every query runs on ({@link SparkAppSpec#engines}). */
  public List<String> engines = Collections.singletonList(JVM);

  /** Applications per spark.io.encryption setting. */
  public int repetitions;

  public int warmupRounds;
  public int rounds;
  public String master = LOCAL;

  /**
   * spark-submit to launch applications with; null: the embedded launcher (java with Spark's jars).
   */
  public String sparkSubmit;

  /** Where the cached plaintext tables live (a directory per scale factor below it). */
  public String dataPath;

  /** Where applications write their PME tables; null: the run directory. */
  public String workPath;

  /** The profile's Spark settings, then the user's {@code --spark-conf} ones (which win). */
  public Map<String, String> conf = new LinkedHashMap<String, String>();

  /**
   * The user's tables, name to path, when {@code --spark-tables} gives them instead of TPC-DS's;
   * {@link #columns} is then a column set of theirs ({@code all}, or dotted paths joined with ',').
   */
  public Map<String, String> userTables = new LinkedHashMap<String, String>();

  /** The user's queries on them, id to SQL; {@link #queries} holds their ids. */
  public Map<String, String> userQueries = new LinkedHashMap<String, String>();

  /** Bytes of the user's tables on this machine (0 for tables elsewhere): for the time estimate. */
  public long userTableBytes;

  /**
   * Each query once untimed before its timed runs in every round ({@link
   * SparkAppSpec#primeQueries}).
   */
  public boolean primeQueries = true;

  /**
   * Whether embedded applications alternate an {@link #IO_CONTROL} session too ({@link
   * #applicationIo()}).
   */
  public boolean ioControl = true;

  /**
   * SparkCryptoStreamBenchmark (spark.io.encryption's cost per stream and per byte, for the
   * prediction beside each io row): JMH forks, and warm-up and measured iterations of {@link
   * #streamIterationSeconds} each; 0 forks: not run.
   */
  public int streamForks;

  public int streamIterations;
  public double streamIterationSeconds;

  /**
   * Whether embedded runs profile spark.io.encryption in situ: one more application per encrypting
   * setting with async-profiler attached (not a measured one), whose crypto streams' share of the
   * queries' task CPU goes beside the measured and predicted cost.
   */
  public boolean streamProfile = true;

  /**
   * The JCA providers PME uses ({@code --providers}), each in applications of its own, every
   * repetition starting one per provider in a shuffled order; their rows carry {@code provider}.
   * Empty: SunJCE, the JVM's default, and rows without the parameter.
   */
  public List<String> providers = new ArrayList<String>();

  /**
   * Why an io setting of the defaults is not measured (e.g. no OpenSSL 1.1 for commons-crypto), or
   * empty.
   */
  public Map<String, String> ioSkipped = new LinkedHashMap<String, String>();

  /**
   * The profile's settings: smoke is a few seconds of work per application; quick fits 10 minutes
   * here at scale 0.01; standard and full run scale 1 with more applications and rounds.
   */
  /**
   * The modes each application writes and queries: the matrix's, and the A/A control where
   * PLAINTEXT is one.
   */
  public List<String> applicationModes() {
    List<String> all = new ArrayList<String>(modes);
    if (modes.contains("PLAINTEXT")) {
      all.add(CONTROL);
    }
    return all;
  }

  public static SparkMatrix defaults(MeasurementProfile profile) {
    SparkMatrix m = new SparkMatrix();
    switch (profile) {
      case SMOKE:
        m.streams(1, 2, 0.5);
        m.scale = 0.002;
        m.queries = new ArrayList<String>(Arrays.asList("q03", "scan_sales", "parking_fines"));
        m.repetitions = 1;
        m.warmupRounds = 0;
        m.rounds = 1;
        // A few MB of tables: Spark's 200 shuffle partitions would make every shuffle (and
        // Iceberg's
        // maintenance jobs) 200 tasks of a few rows each, most of a smoke application's time.
        m.conf.put("spark.sql.shuffle.partitions", "2");
        break;
      case FIRST:
      case QUICK:
      case CI:
        m.streams(2, 3, 1);
        m.scale = 0.01;
        m.repetitions = 2;
        m.warmupRounds = 1;
        m.rounds = 3;
        break;
      case STANDARD:
        // 4 applications per setting: t over 3 degrees of freedom (3.18) instead of 4.30 with 3.
        m.streams(4, 5, 2);
        m.scale = 1;
        m.repetitions = 4;
        m.warmupRounds = 1;
        m.rounds = 3;
        break;
      default:
        m.streams(5, 5, 2);
        m.scale = 1;
        m.repetitions = 5;
        m.warmupRounds = 2;
        m.rounds = 5;
        break;
    }
    return m;
  }

  private void streams(int forks, int iterations, double seconds) {
    streamForks = forks;
    streamIterations = iterations;
    streamIterationSeconds = seconds;
  }

  /**
   * The stream benchmark's ciphers: each measured spark.io.encryption setting's, and {@code
   * default} (commons-crypto's cipher list as Spark gets it, which may fall back); none when io is
   * only off.
   */
  public List<String> streamCiphers() {
    List<String> ciphers = new ArrayList<String>();
    for (String setting : io) {
      if (encrypts(setting)) {
        ciphers.add(setting);
      }
    }
    if (!ciphers.isEmpty() && streamForks > 0) {
      ciphers.add("default");
      return ciphers;
    }
    return new ArrayList<String>();
  }

  /**
   * Whether {@code io} turns spark.io.encryption on (openssl, jce), not off (off, unbatched,
   * control).
   */
  public static boolean encrypts(String io) {
    return !"off".equals(io) && !UNBATCHED.equals(io) && !IO_CONTROL.equals(io);
  }

  /**
   * The sessions each embedded application alternates: the measured settings, and the io A/A
   * control where they compare something with off; on a cluster (one setting per application) none.
   */
  public List<String> applicationIo() {
    List<String> all = new ArrayList<String>(io);
    if (ioInOneJvm() && ioControl && io.contains("off")) {
      all.add(IO_CONTROL);
    }
    return all;
  }

  /**
   * The name an application records a query's runs under: the mode on Spark's JVM engine, and
   * {@code MODE+engine} on another ({@code AES_GCM_V1+comet}).
   */
  public static String variant(String mode, String engine) {
    return JVM.equals(engine) ? mode : mode + "+" + engine;
  }

  /** The mode of a {@link #variant}. */
  public static String modeOf(String variant) {
    int plus = variant.indexOf('+');
    return plus < 0 ? variant : variant.substring(0, plus);
  }

  /** The engine of a {@link #variant}. */
  public static String engineOf(String variant) {
    int plus = variant.indexOf('+');
    return plus < 0 ? JVM : variant.substring(plus + 1);
  }

  /** A directory as the applications append to it: without a trailing slash. */
  public static String directory(String path) {
    return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }

  /**
   * Whether each application alternates every spark.io.encryption setting in its own JVM (a
   * SparkSession per setting, restarted round after round): embedded runs, where the driver's JVM
   * is the executors' too. On a cluster the executors live as long as the application, so every
   * setting is an application of its own and the suite pairs applications.
   */
  public boolean ioInOneJvm() {
    return master.startsWith("local") && io.size() > 1;
  }

  /**
   * Whether the run profiles the crypto streams in situ: asked for, embedded, and some setting
   * encrypts.
   */
  public boolean profilesStreams() {
    if (!streamProfile || !master.startsWith("local") || sparkSubmit != null) {
      return false;
    }
    for (String setting : io) {
      if (encrypts(setting)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the applications query the user's tables (else TPC-DS's at {@link #scale}). */
  public boolean userWorkload() {
    return !userTables.isEmpty();
  }

  /** Spark applications the matrix starts. */
  public int applications() {
    return (ioInOneJvm() ? repetitions : io.size() * repetitions) * Math.max(1, providers.size());
  }

  /**
   * The providers the applications run with: {@link #providers}, or SunJCE where none were given.
   */
  public List<String> applicationProviders() {
    return providers.isEmpty()
        ? Collections.singletonList(org.pmebench.crypto.CryptoProviders.SUN_JCE)
        : providers;
  }
}
