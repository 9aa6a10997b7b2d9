package org.pmebench.spark;

import com.amazonaws.auth.DefaultAWSCredentialsProviderChain;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.statistics.IOStatisticsSnapshot;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.pmebench.crypto.kms.InMemoryKms;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.s3.CommitterOutcome;
import org.pmebench.family.s3.CommitterResult;
import org.pmebench.family.s3.CommitterSpec;
import org.pmebench.family.s3.RequestCounts;
import org.pmebench.family.s3.S3Case;
import org.pmebench.workload.StandardFiles;

/**
 * The s3 family's committer application: PME Parquet written through Spark onto S3 (S3A) under each
 * output committer, in each mode and key-material setting, timed per job in shuffled rounds; then
 * each committer and key-material setting once with an injected fault. After every job it looks at
 * the destination the way a reader would: which Parquet files are visible, whether each reads back
 * with its keys (and, with external key material, whether the material is beside it), and which
 * multipart uploads are still pending.
 */
public final class SparkCommitterApp {
  static final String CLASSIC_PROTOCOL =
      "org.apache.spark.sql.execution.datasources.SQLHadoopMapReduceCommitProtocol";
  static final String CLOUD_PROTOCOL =
      "org.apache.spark.internal.io.cloud.PathOutputCommitProtocol";
  static final String PARQUET_COMMITTER = "org.apache.parquet.hadoop.ParquetOutputCommitter";
  static final String BINDING_COMMITTER =
      "org.apache.spark.internal.io.cloud.BindingParquetOutputCommitter";
  static final String FAULT_UDF = "pmebench_fault";
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * The provider parquet's PME takes its ciphers from here: the JDK's, as the jobs write with no
   * other installed.
   */
  static final String PROVIDER = "SunJCE";

  private final CommitterSpec spec;
  private final SparkSession spark;
  private final CommitterResult result;
  private final Random random = new Random();

  SparkCommitterApp(CommitterSpec spec, SparkSession spark, CommitterResult result) {
    this.spec = spec;
    this.spark = spark;
    this.result = result;
  }

  public static void main(String[] args) throws IOException {
    CommitterSpec spec =
        AppFiles.spec(
            args,
            "usage: SparkCommitterApp SPEC.json RESULT.json (the suite's run --families s3 writes the spec)",
            CommitterSpec.class);
    String keyList = AppFiles.keyList();
    CommitterResult result = new CommitterResult();
    result.javaVersion = System.getProperty("java.version");
    result.javaVmName = System.getProperty("java.vm.name");
    result.hadoopVersion = org.apache.hadoop.util.VersionInfo.getVersion();
    SparkSession spark = null;
    try {
      // PME's ciphers checked in this JVM before the first job (local mode: the driver is the
      // executor).
      result.providerRuns = ProviderChecks.install(PROVIDER, "GCM,CTR");
      spark = session(spec, keyList);
      result.sparkVersion = spark.version();
      new SparkCommitterApp(spec, spark, result).run();
    } catch (Exception e) {
      result.failure = rootMessage(e);
      System.err.println("pmebench-s3-committers: " + result.failure);
    } finally {
      if (spark != null) {
        spark.stop();
      }
      AppFiles.write(result, new File(args[1]));
    }
    System.exit(result.failure == null ? 0 : 1);
  }

  static SparkSession session(CommitterSpec spec, String keyList) {
    Map<String, String> conf = new LinkedHashMap<String, String>();
    // Two cores, and one retry per task: the task-retried fault needs it, the aborted job uses it
    // up.
    conf.put("spark.master", "local[2,2]");
    conf.put("spark.ui.enabled", "false");
    conf.put("spark.hadoop.parquet.crypto.factory.class", SparkSettings.CRYPTO_FACTORY);
    conf.put("spark.hadoop.parquet.encryption.kms.client.class", InMemoryKms.class.getName());
    conf.put(SparkSettings.KEY_LIST, keyList);
    conf.put("spark.hadoop.fs.s3a.impl", "org.apache.hadoop.fs.s3a.S3AFileSystem");
    conf.put("spark.hadoop.fs.s3a.endpoint", spec.endpoint);
    conf.put("spark.hadoop.fs.s3a.endpoint.region", "us-east-1");
    conf.put("spark.hadoop.fs.s3a.path.style.access", "true");
    conf.put(
        "spark.hadoop.fs.s3a.connection.ssl.enabled",
        String.valueOf(spec.endpoint.startsWith("https:")));
    conf.put("spark.hadoop.fs.s3a.directory.marker.retention", "keep");
    conf.put("spark.hadoop.fs.s3a.fast.upload.buffer", "array");
    if (spec.accessKey != null) {
      conf.put("spark.hadoop.fs.s3a.access.key", spec.accessKey);
      conf.put("spark.hadoop.fs.s3a.secret.key", spec.secretKey);
    } else {
      conf.put(
          "spark.hadoop.fs.s3a.aws.credentials.provider",
          DefaultAWSCredentialsProviderChain.class.getName());
    }
    // The S3A committers: the magic one must be enabled on the file system; staging keeps its files
    // here.
    conf.put("spark.hadoop.fs.s3a.committer.magic.enabled", "true");
    conf.put(
        "spark.hadoop.mapreduce.outputcommitter.factory.scheme.s3a",
        "org.apache.hadoop.fs.s3a.commit.S3ACommitterFactory");
    if (spec.stagingDir != null) {
      conf.put("spark.hadoop.fs.s3a.committer.staging.tmp.path", spec.stagingDir);
      conf.put("spark.hadoop.fs.s3a.buffer.dir", spec.stagingDir);
    }
    SparkSession.Builder builder = SparkSession.builder().appName(spec.appName);
    for (Map.Entry<String, String> e : conf.entrySet()) {
      builder.config(e.getKey(), e.getValue());
    }
    SparkSession spark = builder.getOrCreate();
    spark.sparkContext().setLogLevel("ERROR");
    return spark;
  }

  void run() throws IOException {
    // One untimed plaintext job per committer first: the application's first jobs load and compile
    // Spark's and S3A's write path (the first job took 5x the others).
    for (String committer : spec.committers) {
      write(committer, "PLAINTEXT", S3Case.NO_MATERIAL, CommitterSpec.NO_FAULT, -1);
    }
    for (int round = 1; round <= spec.rounds; round++) {
      List<String[]> jobs = new ArrayList<String[]>();
      for (String committer : spec.committers) {
        for (String mode : spec.modes) {
          for (String material :
              "PLAINTEXT".equals(mode)
                  ? Collections.singletonList(S3Case.NO_MATERIAL)
                  : spec.materials) {
            jobs.add(new String[] {committer, mode, material});
          }
        }
      }
      Collections.shuffle(jobs, random);
      for (String[] job : jobs) {
        result.outcomes.add(write(job[0], job[1], job[2], CommitterSpec.NO_FAULT, round));
        progress(round, job);
      }
    }
    for (String fault : spec.faults) {
      for (String committer : spec.committers) {
        for (String material : spec.materials) {
          result.outcomes.add(write(committer, spec.faultMode, material, fault, 0));
          progress(0, new String[] {committer, spec.faultMode, material + " " + fault});
        }
      }
    }
    Path prefix = new Path(uri(spec.prefix));
    prefix.getFileSystem(hadoopConf()).delete(prefix, true);
    new MultipartUploads(spec).abort(spec.prefix + "/");
  }

  private void progress(int round, String[] job) {
    System.out.println(
        "pmebench-s3-committers: "
            + (round > 0 ? "round " + round + " " : "fault ")
            + String.join(" ", job)
            + " done");
  }

  /** One write job into a fresh directory, and what it left there. */
  CommitterOutcome write(String committer, String mode, String material, String fault, int round)
      throws IOException {
    CommitterOutcome o = new CommitterOutcome();
    o.committer = committer;
    o.mode = mode;
    o.material = material;
    o.fault = fault;
    o.round = round;
    String key =
        spec.prefix + "/" + committer + "-" + mode + "-" + material + "-" + fault + "-r" + round;
    Path dest = new Path(uri(key));
    useCommitter(committer);
    UserDefinedFunction faultUdf =
        functions
            .udf(new InjectedFault(fault, spec.rows, spec.files), DataTypes.LongType)
            .asNondeterministic();
    spark.udf().register(FAULT_UDF, faultUdf);
    String sql = insertOverwrite(dest.toString(), mode, material, spec.rows, spec.files);
    FileSystem fs = dest.getFileSystem(hadoopConf());
    IOStatisticsSnapshot before = RequestCounts.snapshot(fs);
    long start = System.nanoTime();
    try {
      spark.sql(sql);
      o.succeeded = true;
      o.rowsWritten = spec.rows;
    } catch (Exception e) {
      o.succeeded = false;
      o.error = rootMessage(e);
    }
    o.jobMillis = (System.nanoTime() - start) / 1_000_000;
    o.requests = RequestCounts.since(before, fs).byKind();
    inspect(fs, dest, key, mode, material, o);
    if (o.succeeded) {
      try {
        o.sparkReadRequests = sparkRead(fs, dest);
      } catch (Exception e) {
        o.sparkReadError =
            rootMessage(e); // a table with unreadable files: the data loss above says why
      }
    }
    return o;
  }

  /**
   * The S3 requests of reading the table back through Spark: one query over every column, its
   * footers, key material and column chunks read by the tasks (which share the driver's S3A
   * instance in local mode, so its counters see them).
   */
  private Map<String, Long> sparkRead(FileSystem fs, Path dest) {
    IOStatisticsSnapshot before = RequestCounts.snapshot(fs);
    spark
        .read()
        .parquet(dest.toString())
        .selectExpr("count(id)", "sum(amount)", "max(name)", "sum(fine)")
        .collect();
    return RequestCounts.since(before, fs).byKind();
  }

  /**
   * The vendor's committer benchmark in SQL, scaled down: {@code INSERT OVERWRITE DIRECTORY ...
   * USING parquet ... SELECT ... FROM range(0, rows, 1, files)}, one file per range partition, with
   * PME's settings as the data source's options (Spark hands them to parquet through the job's
   * Hadoop configuration) and four columns for it to encrypt: the id (through the fault-injecting
   * UDF), an amount, a name and a fine.
   */
  static String insertOverwrite(String dest, String mode, String material, long rows, int files) {
    StringBuilder sql =
        new StringBuilder("INSERT OVERWRITE DIRECTORY '").append(dest).append("' USING parquet");
    if (!"PLAINTEXT".equals(mode)) {
      sql.append(" OPTIONS ('parquet.encryption.algorithm' '")
          .append(mode)
          .append("', 'parquet.encryption.footer.key' '")
          .append(KmsEncryption.FOOTER_KEY_ID)
          .append("', 'parquet.encryption.column.keys' '")
          .append(KmsEncryption.COLUMN_KEY_ID)
          .append(":id,amount,name,fine")
          .append("', 'parquet.encryption.key.material.store.internally' '")
          .append(!S3Case.EXTERNAL.equals(material))
          .append("')");
    }
    return sql.append(" SELECT ")
        .append(FAULT_UDF)
        .append("(id) AS id, id % 1000 AS amount, ")
        .append("concat('citation-', id) AS name, CAST(id AS DOUBLE) / 100 AS fine FROM range(0, ")
        .append(rows)
        .append(", 1, ")
        .append(files)
        .append(')')
        .toString();
  }

  private void useCommitter(String committer) {
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    switch (committer) {
      case CommitterSpec.FILE_V1:
      case CommitterSpec.FILE_V2:
        spark.conf().set("spark.sql.sources.commitProtocolClass", CLASSIC_PROTOCOL);
        spark.conf().set("spark.sql.parquet.output.committer.class", PARQUET_COMMITTER);
        hadoop.set(
            "mapreduce.fileoutputcommitter.algorithm.version",
            CommitterSpec.FILE_V1.equals(committer) ? "1" : "2");
        hadoop.set("fs.s3a.committer.name", "file");
        break;
      case CommitterSpec.MAGIC:
      case CommitterSpec.DIRECTORY:
        spark.conf().set("spark.sql.sources.commitProtocolClass", CLOUD_PROTOCOL);
        spark.conf().set("spark.sql.parquet.output.committer.class", BINDING_COMMITTER);
        hadoop.set("fs.s3a.committer.name", committer);
        break;
      default:
        throw new IllegalArgumentException(
            "committer '" + committer + "'; allowed: " + CommitterSpec.COMMITTERS);
    }
  }

  /**
   * What a reader finds at {@code dest}: files, key material, the success marker, readability,
   * pending uploads.
   */
  private void inspect(
      FileSystem fs, Path dest, String key, String mode, String material, CommitterOutcome o)
      throws IOException {
    List<String> names = new ArrayList<String>();
    if (fs.exists(dest)) {
      for (FileStatus s : fs.listStatus(dest)) {
        if (s.isFile()) {
          names.add(s.getPath().getName());
        }
      }
    }
    Configuration conf = hadoopConf();
    for (String name : names) {
      if (name.startsWith(KEY_MATERIAL_PREFIX)) {
        o.keyMaterialFiles++;
      } else if ("_SUCCESS".equals(name)) {
        successMarker(fs, new Path(dest, name), o);
      } else if (!name.startsWith("_") && !name.startsWith(".")) {
        o.parquetFiles++;
        if (S3Case.EXTERNAL.equals(material)
            && !names.contains(KEY_MATERIAL_PREFIX + name + ".json")) {
          o.withoutKeyMaterial.add(name);
        }
        Path file = new Path(dest, name);
        if (!"PLAINTEXT".equals(mode) && !ENCRYPTED_FOOTER_MAGIC.equals(magic(fs, file))) {
          o.unencryptedFiles++;
        }
        try {
          o.rowsRead +=
              StandardFiles.readAll(
                  HadoopInputFile.fromPath(file, conf),
                  KmsEncryption.decryptionProperties(conf, file),
                  conf,
                  x -> {});
          o.readableFiles++;
        } catch (Exception e) {
          o.unreadable.put(name, rootMessage(e));
        }
      }
    }
    o.pendingUploads = new MultipartUploads(spec).list(key + "/").size();
  }

  static final String KEY_MATERIAL_PREFIX = "_KEY_MATERIAL_FOR_";

  /** The last 4 bytes of a Parquet file whose footer is encrypted (PAR1 otherwise). */
  static final String ENCRYPTED_FOOTER_MAGIC = "PARE";

  /** The file's closing magic: proof that the job's PME options reached parquet. */
  private static String magic(FileSystem fs, Path file) throws IOException {
    long length = fs.getFileStatus(file).getLen();
    if (length < 4) {
      return "";
    }
    byte[] tail = new byte[4];
    try (org.apache.hadoop.fs.FSDataInputStream in = fs.open(file)) {
      in.readFully(length - 4, tail);
    }
    return new String(tail, java.nio.charset.StandardCharsets.US_ASCII);
  }

  private static void successMarker(FileSystem fs, Path marker, CommitterOutcome o)
      throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (InputStream in = fs.open(marker)) {
      byte[] buf = new byte[8192];
      for (int n; (n = in.read(buf)) > 0; ) {
        bytes.write(buf, 0, n);
      }
    }
    if (bytes.size() == 0) {
      o.successMarker = "empty";
      return;
    }
    o.successMarker = "json";
    JsonNode success = JSON.readTree(bytes.toByteArray());
    o.successFiles = success.path("filenames").size();
  }

  private Configuration hadoopConf() {
    return spark.sparkContext().hadoopConfiguration();
  }

  private String uri(String key) {
    return "s3a://" + spec.bucket + "/" + key;
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m =
        t.getMessage() == null
            ? t.getClass().getName()
            : t.getClass().getSimpleName() + ": " + t.getMessage();
    int nl = m.indexOf('\n');
    return nl > 0 ? m.substring(0, nl) : m;
  }
}
