package org.pmebench.family.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.crypto.kms.MasterKeyList;
import org.pmebench.run.Choices;
import org.pmebench.run.KeyListOption;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.UserError;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The spark family's options on {@code run}, as given, and the one thing they do: make its {@link
 * SparkMatrix}, checked (a bad value is a {@link UserError}), and give the master key list and
 * OpenSSL 1.1 directory its applications use.
 */
final class SparkOptions {
  /**
   * Where scripts/fetch-openssl11.sh puts OpenSSL 1.1's libcrypto for Spark's commons-crypto 1.1.0.
   */
  static final String OPENSSL11_DIR = ".openssl11";

  @Option(
      names = "--spark-scale",
      paramLabel = "SF",
      description =
          "spark: TPC-DS scale factor (default: 0.002 smoke, 0.01 quick and ci, 1 standard and full).")
  Double scale;

  @Option(
      names = "--spark-queries",
      split = ",",
      paramLabel = "Q",
      description =
          "spark: queries (default all): q03, q07, q19, q42, q55, q73, q96, scan_sales, scan_customer "
              + "(TPC-DS), parking_fines (LA parking citations).")
  List<String> queries;

  @Option(
      names = "--spark-modes",
      split = ",",
      paramLabel = "MODE",
      description =
          "spark: PME modes of the tables, PLAINTEXT and at least one of AES_GCM_V1, AES_GCM_CTR_V1 "
              + "(default all three).")
  List<String> modes;

  @Option(
      names = "--spark-format",
      paramLabel = "FORMAT",
      description = {
        "spark: parquet (default: Spark's Parquet files, PME by parquet's key tools) or iceberg (Iceberg "
            + "v3 tables in a Hive catalog with an embedded metastore; the encrypted ones with Iceberg's table "
            + "encryption and the suite's KMS client: modes PLAINTEXT and AES_GCM_V1, every column, KMS calls counted, "
            + "and the tables' maintenance timed). A KMS round trip: --spark-conf "
            + "spark.sql.catalog.pme.pmebench.kms.delay.micros=N."
      })
  String format;

  @Option(
      names = "--spark-engine",
      split = ",",
      paramLabel = "ENGINE",
      description = {
        "spark: the engines every query runs on, back to back with the modes in one session: jvm "
            + "(default, Spark's own) and comet (DataFusion Comet 0.12.0, switched on per query; JDK 17 and later): "
            + "PME's cost on each, and which scans Comet ran natively with and without PME."
      })
  List<String> engines;

  @Option(
      names = "--spark-io",
      split = ",",
      paramLabel = "IO",
      description = {
        "spark: spark.io.encryption settings (embedded: a session each, alternated in every application; "
            + "on a cluster: an application each): off, openssl (commons-crypto's OpenSSL cipher), jce (its JCE "
            + "cipher), unbatched (off, but shuffle blocks fetched one by one as encryption forces: the encrypted "
            + "settings are then also compared with it). Default: off, openssl, jce; openssl only where OpenSSL 1.1's "
            + "libcrypto is found (--spark-openssl, or .openssl11/ from scripts/fetch-openssl11.sh)."
      })
  List<String> io;

  @Option(
      names = "--spark-io-control",
      negatable = true,
      description = {
        "spark, embedded: alternate a second session with spark.io.encryption off in every "
            + "application, the A/A control of the io rows (their 'control' in the summary). Default: on whenever "
            + "off is compared with another setting."
      })
  Boolean ioControl;

  @Option(
      names = "--spark-profile",
      negatable = true,
      description = {
        "spark, embedded: after the measured applications, one more per encrypting "
            + "spark.io.encryption setting with async-profiler attached, whose crypto streams' share of the queries' "
            + "task CPU goes beside the measured and predicted cost (summary: sparkStreamProfile). Default: on."
      })
  Boolean streamProfile;

  @Option(
      names = "--spark-columns",
      paramLabel = "C",
      description =
          "spark: which columns PME encrypts: all (default) or sensitive (the personal and payment "
              + "columns named in docs/spark.md; other tables stay plaintext). With --spark-tables: all or your "
              + "columns, dotted paths joined with ',' (a group stands for every column under it); each table "
              + "encrypts those it has, and one with none stays plaintext.")
  String columns;

  @Option(
      names = "--spark-tables",
      split = ",",
      paramLabel = "NAME=PATH",
      description = {
        "spark: your Parquet tables instead of TPC-DS's: the name your queries use, and a file or a "
            + "directory of .parquet files on any Hadoop path (those elsewhere than this machine are checked when "
            + "read). Only read: each application writes the tables in every PME mode under its work directory and "
            + "deletes them. Needs --spark-sql."
      })
  List<String> tables;

  @Option(
      names = "--spark-sql",
      split = ",",
      paramLabel = "FILE|DIR",
      description = {
        "spark: your queries on --spark-tables, one per .sql file (of a directory: its .sql files), "
            + "each named after its file; every query sees every table, and its rows must be the same on every "
            + "mode's tables."
      })
  List<Path> sql;

  @Option(
      names = "--spark-repetitions",
      paramLabel = "N",
      description =
          "spark: applications (embedded: each runs every spark.io.encryption setting in turn; on a "
              + "cluster: per setting) (default: 1 smoke, 2 quick, 4 standard, 5 full); they are the replicates of every "
              + "interval.")
  Integer repetitions;

  @Option(
      names = "--spark-rounds",
      paramLabel = "N",
      description =
          "spark: measured query rounds per application (default: 1 smoke, 3 quick and standard, 5 full).")
  Integer rounds;

  @Option(
      names = "--spark-warmup-rounds",
      paramLabel = "N",
      description =
          "spark: query rounds run and discarded first (default: 0 smoke, 1 quick and standard, 2 full).")
  Integer warmupRounds;

  @Option(
      names = "--spark-master",
      paramLabel = "URL",
      description =
          "spark: master (default local[*], embedded). spark://host:port, yarn or k8s://... run each "
              + "application through spark-submit with target/spark-bench.jar.")
  String master;

  @Option(
      names = "--spark-submit",
      paramLabel = "PATH",
      description =
          "spark: the spark-submit of an installed Spark to start applications with (default: Spark's "
              + "own SparkSubmit from target/spark-home/jars).")
  String sparkSubmit;

  @Option(
      names = "--spark-data",
      paramLabel = "DIR",
      description =
          "spark: where the generated plaintext TPC-DS tables are cached, any Hadoop path (default "
              + "datasets/generated/tpcds); one directory per scale factor below it.")
  String dataPath;

  @Option(
      names = "--spark-work",
      paramLabel = "DIR",
      description =
          "spark: where applications write their PME tables, any Hadoop path (default: the run "
              + "directory); each application deletes its own at its end.")
  String workPath;

  @Option(
      names = "--spark-conf",
      paramLabel = "KEY=VALUE",
      description =
          "spark: a further Spark setting for every application, e.g. spark.sql.shuffle.partitions=8 "
              + "(the smoke profile sets 2). Repeatable.")
  List<String> conf = new ArrayList<String>();

  @Option(
      names = "--spark-openssl",
      paramLabel = "DIR",
      description =
          "spark: a directory with OpenSSL 1.1's libcrypto.so for the openssl setting (Spark 3.5's "
              + "commons-crypto 1.1.0 cannot use OpenSSL 3). Default: .openssl11/ when present.")
  Path openSslDir;

  /**
   * Its applications' master keys: ids footer_key and column_key; by default the suite's demo keys
   * of seed 42.
   */
  @Mixin KeyListOption keys = new KeyListOption();

  /** The matrix these options give with {@code profile}; a bad value is a {@link UserError}. */
  SparkMatrix matrix(MeasurementProfile profile) {
    SparkMatrix m = SparkMatrix.defaults(profile);
    if (scale != null) {
      if (!(scale > 0 && scale <= 1000)) {
        throw new UserError(
            "invalid --spark-scale " + scale + "; use more than 0 and at most 1000");
      }
      m.scale = scale;
    }
    m.queries = Choices.checkOrDefault("spark query", queries, SparkQuery.IDS, m.queries);
    userWorkload(m);
    tables(m);
    applications(m);
    Path home = SuiteHome.path().toAbsolutePath().normalize();
    String data =
        dataPath != null
            ? dataPath
            : home.resolve("datasets").resolve("generated").resolve("tpcds").toUri().toString();
    m.dataPath =
        SparkMatrix.directory(data)
            + "/sf"
            + SparkResultsJson.scaleText(m.scale)
            + "-trino-tpcds-1.4";
    m.workPath = workPath == null ? null : SparkMatrix.directory(workPath);
    io(m, openSsl(home));
    keyList();
    return m;
  }

  /** The tables' modes, format, engines and encrypted columns. */
  private void tables(SparkMatrix m) {
    if (modes != null) {
      m.modes = Choices.check("spark PME mode", upper(modes), SparkMatrix.MODES);
      if (!m.modes.contains("PLAINTEXT") || m.modes.size() < 2) {
        throw new UserError(
            "--spark-modes "
                + String.join(",", modes)
                + ": give PLAINTEXT and at least one "
                + "encrypted mode (PME's cost is measured against PLAINTEXT in the same application)");
      }
    }
    if (format != null) {
      m.format =
          Choices.check(
                  "spark table format",
                  Collections.singletonList(format.trim().toLowerCase(Locale.ROOT)),
                  SparkMatrix.FORMATS)
              .get(0);
    }
    if (SparkMatrix.ICEBERG.equals(m.format)) {
      iceberg(m);
    }
    if (engines != null) {
      List<String> chosen = Choices.check("spark engine", lower(engines), SparkMatrix.ENGINES);
      // Spark's own engine always runs too: the runs a user would have without Comet.
      m.engines = new ArrayList<String>(SparkMatrix.ENGINES);
      m.engines.retainAll(
          chosen.contains(SparkMatrix.COMET)
              ? SparkMatrix.ENGINES
              : Collections.singletonList(SparkMatrix.JVM));
    }
    if (columns != null && !m.userWorkload()) {
      m.columns =
          Choices.check(
                  "spark column choice",
                  Collections.singletonList(columns),
                  SparkMatrix.COLUMN_CHOICES)
              .get(0);
    }
  }

  /** How many applications and rounds, where they run, and their further Spark settings. */
  private void applications(SparkMatrix m) {
    m.repetitions =
        UserError.withinOrDefault("--spark-repetitions", repetitions, 1, 1000, m.repetitions);
    m.rounds = UserError.withinOrDefault("--spark-rounds", rounds, 1, 1000, m.rounds);
    m.warmupRounds =
        UserError.withinOrDefault("--spark-warmup-rounds", warmupRounds, 0, 1000, m.warmupRounds);
    if (master != null) {
      m.master = master.trim();
    }
    m.sparkSubmit = sparkSubmit;
    m.conf.putAll(settings(conf));
  }

  /**
   * The spark.io.encryption settings, openssl left out (and said) without OpenSSL 1.1's {@code
   * openSsl}.
   */
  private void io(SparkMatrix m, Path openSsl) {
    if (io != null) {
      m.io = Choices.check("spark.io.encryption setting", io, SparkMatrix.IO_CHOICES);
    } else if (openSsl == null) {
      m.io = new ArrayList<String>(SparkMatrix.IO_SETTINGS);
      m.io.remove("openssl");
      m.ioSkipped.put(
          "openssl",
          "Spark 3.5's commons-crypto 1.1.0 needs OpenSSL 1.1's libcrypto, and none was "
              + "found (this host's OpenSSL 3 lacks EVP_CIPHER_CTX_block_size): run scripts/fetch-openssl11.sh or give "
              + "--spark-openssl DIR");
    }
    if (ioControl != null) {
      m.ioControl = ioControl;
    }
    if (streamProfile != null) {
      m.streamProfile = streamProfile;
    }
  }

  /**
   * The user's tables and queries in place of TPC-DS's, when given: both, and none of the options
   * that only choose among TPC-DS's.
   */
  private void userWorkload(SparkMatrix m) {
    if (tables == null && sql == null) {
      return;
    }
    if (tables == null || sql == null) {
      throw new UserError(
          tables == null
              ? "--spark-sql: give the tables its queries read with --spark-tables "
                  + "NAME=PATH,..."
              : "--spark-tables: give the queries to run on them with --spark-sql FILE|DIR");
    }
    String tpcds =
        scale != null
            ? "--spark-scale"
            : queries != null ? "--spark-queries" : dataPath != null ? "--spark-data" : null;
    if (tpcds != null) {
      throw new UserError(
          tpcds
              + " chooses TPC-DS's tables or queries; with --spark-tables and --spark-sql the "
              + "applications query yours");
    }
    if ("sensitive".equals(columns)) {
      throw new UserError(
          "--spark-columns sensitive names TPC-DS's personal columns; name yours (dotted paths "
              + "joined with ',') or give all");
    }
    UserWorkload user = UserWorkload.of(tables, sql);
    m.columns = user.columns(columns).text;
    m.userTables = user.tables;
    m.userQueries = user.queries;
    m.userTableBytes = user.localBytes;
    m.queries = new ArrayList<String>(user.queries.keySet());
  }

  /**
   * Iceberg tables: Iceberg encrypts with AES_GCM_V1 only and every column under one key per file,
   * so CTR and column subsets are refused, and the modes default to PLAINTEXT and AES_GCM_V1.
   */
  private void iceberg(SparkMatrix m) {
    if (m.modes.contains("AES_GCM_CTR_V1") && modes != null) {
      throw new UserError(
          "--spark-modes AES_GCM_CTR_V1: Iceberg's table encryption writes AES_GCM_V1 only");
    }
    m.modes = new ArrayList<String>(SparkMatrix.ICEBERG_MODES);
    if (columns != null && !"all".equals(columns.trim())) {
      throw new UserError(
          "--spark-columns "
              + columns
              + ": Iceberg's table encryption encrypts every column of a "
              + "file under one key; give all");
    }
  }

  /** The chosen master key list, checked: parseable, with the two ids the family encrypts with. */
  String keyList() {
    String list = keys.masterKeyList();
    if (list == null) {
      return KmsEncryption.demoKeyList(42);
    }
    MasterKeyList parsed = MasterKeyList.parse(list);
    for (String id : new String[] {KmsEncryption.FOOTER_KEY_ID, KmsEncryption.COLUMN_KEY_ID}) {
      if (parsed.key(id) == null) {
        throw new UserError(
            "--key-list: no master key '"
                + id
                + "'; the spark family encrypts footers with "
                + KmsEncryption.FOOTER_KEY_ID
                + " and columns with "
                + KmsEncryption.COLUMN_KEY_ID);
      }
    }
    return list;
  }

  /** The directory with OpenSSL 1.1's libcrypto.so, or null. */
  Path openSsl(Path home) {
    if (openSslDir != null) {
      if (!Files.isRegularFile(openSslDir.resolve("libcrypto.so"))) {
        throw new UserError(
            "--spark-openssl "
                + openSslDir
                + ": no libcrypto.so in it (OpenSSL 1.1's, e.g. from "
                + "scripts/fetch-openssl11.sh)");
      }
      return openSslDir.toAbsolutePath();
    }
    Path dir = home.resolve(OPENSSL11_DIR);
    return Files.isRegularFile(dir.resolve("libcrypto.so")) ? dir : null;
  }

  private static List<String> lower(List<String> values) {
    List<String> low = new ArrayList<String>();
    for (String v : values) {
      low.add(v.trim().toLowerCase(Locale.ROOT));
    }
    return low;
  }

  private static List<String> upper(List<String> values) {
    List<String> up = new ArrayList<String>();
    for (String v : values) {
      up.add(v.trim().toUpperCase(Locale.ROOT));
    }
    return up;
  }

  private static Map<String, String> settings(List<String> pairs) {
    Map<String, String> m = new LinkedHashMap<String, String>();
    for (String p : pairs) {
      int eq = p.indexOf('=');
      if (eq <= 0 || !p.startsWith("spark.")) {
        throw new UserError("invalid --spark-conf '" + p + "'; use spark.KEY=VALUE");
      }
      m.put(p.substring(0, eq).trim(), p.substring(eq + 1).trim());
    }
    return m;
  }
}
