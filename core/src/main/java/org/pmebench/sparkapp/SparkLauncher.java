package org.pmebench.sparkapp;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * How the suite starts one Spark application of the spark family. Embedded ({@code local[*]}): the
 * chosen {@code java} with target/spark-bench.jar and Spark's jars on its class path. On a cluster:
 * Spark's own SparkSubmit from those jars, or the user's {@code spark-submit}, with
 * target/spark-bench.jar as the application jar (Spark ships it to the executors).
 */
public final class SparkLauncher {
  public static final String APP_CLASS = "org.pmebench.spark.SparkBenchApp";
  static final String SUBMIT_CLASS = "org.apache.spark.deploy.SparkSubmit";

  /** What Spark 3.5 needs opened on JDK 9 and later: the list Spark's own launcher adds. */
  public static final List<String> OPENS =
      Collections.unmodifiableList(
          Arrays.asList(
              "java.lang",
              "java.lang.invoke",
              "java.lang.reflect",
              "java.io",
              "java.net",
              "java.nio",
              "java.util",
              "java.util.concurrent",
              "java.util.concurrent.atomic",
              "sun.nio.ch",
              "sun.nio.cs",
              "sun.security.action",
              "sun.util.calendar"));

  /**
   * First JDK where Hadoop's UserGroupInformation fails (Subject.getSubject is gone), which Spark
   * cannot do without.
   */
  public static final int FIRST_UNSUPPORTED_JDK = 24;

  /**
   * The environment variable that carries the master key list to the application (never in its spec
   * file).
   */
  public static final String KEY_LIST_ENV = "PMEBENCH_SPARK_KEY_LIST";

  private final Path appJar;
  private final Path sparkHome;

  public SparkLauncher(Path appJar, Path sparkHome) {
    this.appJar = appJar;
    this.sparkHome = sparkHome;
  }

  /**
   * The jars the project builds (target/spark-bench.jar, target/spark-home/jars) under {@code
   * home}.
   */
  public static SparkLauncher inProject(Path home) {
    return new SparkLauncher(
        home.resolve("target").resolve("spark-bench.jar"),
        home.resolve("target").resolve("spark-home"));
  }

  /** Why the jars are not usable, or null. */
  public String missing() {
    if (!Files.isRegularFile(appJar)) {
      return appJar
          + " is missing: build it with ./mvnw -q package -DskipTests (the pmebench launcher does)";
    }
    if (!Files.isDirectory(sparkHome.resolve("jars"))) {
      return sparkHome.resolve("jars")
          + " (Spark's jars) is missing: build it with ./mvnw -q package -DskipTests";
    }
    return null;
  }

  public Path sparkHome() {
    return sparkHome;
  }

  /** JVM arguments a JDK of feature release {@code major} needs for Spark. */
  public static List<String> jvmArgs(int major) {
    List<String> args = new ArrayList<String>();
    if (major >= 9 || major == 0) {
      for (String p : OPENS) {
        args.add("--add-opens=java.base/" + p + "=ALL-UNNAMED");
      }
    }
    return args;
  }

  /**
   * The command that runs the application of {@code spec}: embedded with {@code java} when the
   * master is local and no spark-submit is given, else through spark-submit.
   */
  public List<String> command(
      String java,
      List<String> jvmArgs,
      String master,
      String sparkSubmit,
      Path specFile,
      Path resultFile) {
    List<String> cmd = new ArrayList<String>();
    String classPath = appJar + File.pathSeparator + sparkHome.resolve("jars").resolve("*");
    if (sparkSubmit == null && master.startsWith("local")) {
      cmd.add(java);
      cmd.addAll(jvmArgs);
      cmd.add("-cp");
      cmd.add(classPath);
      cmd.add(APP_CLASS);
    } else {
      if (sparkSubmit != null) {
        cmd.add(sparkSubmit);
      } else {
        cmd.add(java);
        cmd.addAll(jvmArgs);
        cmd.add("-cp");
        cmd.add(sparkHome.resolve("jars").resolve("*").toString());
        cmd.add(SUBMIT_CLASS);
      }
      cmd.add("--master");
      cmd.add(master);
      cmd.add("--class");
      cmd.add(APP_CLASS);
      if (!jvmArgs.isEmpty()) {
        cmd.add("--conf");
        cmd.add("spark.executor.extraJavaOptions=" + String.join(" ", jvmArgs));
      }
      cmd.add(appJar.toString());
    }
    cmd.add(specFile.toString());
    cmd.add(resultFile.toString());
    return cmd;
  }

  /**
   * The command that runs {@code mainClass} of the application jar embedded, with Spark's jars
   * beside it.
   */
  public List<String> embeddedCommand(
      String java, List<String> jvmArgs, String mainClass, String... args) {
    List<String> cmd = new ArrayList<String>();
    cmd.add(java);
    cmd.addAll(jvmArgs);
    cmd.add("-cp");
    cmd.add(appJar + File.pathSeparator + sparkHome.resolve("jars").resolve("*"));
    cmd.add(mainClass);
    cmd.addAll(Arrays.asList(args));
    return cmd;
  }

  /**
   * The command that runs JMH with {@code jmhArgs} on the application jar's benchmarks (Spark's
   * jars beside it).
   */
  public List<String> jmhCommand(String java, List<String> jvmArgs, List<String> jmhArgs) {
    List<String> cmd = new ArrayList<String>();
    cmd.add(java);
    cmd.addAll(jvmArgs);
    cmd.add("-cp");
    cmd.add(appJar + File.pathSeparator + sparkHome.resolve("jars").resolve("*"));
    cmd.add("org.openjdk.jmh.Main");
    cmd.addAll(jmhArgs);
    return cmd;
  }

  /**
   * Fails fast, naming the URL, when a standalone master ({@code spark://host:port[,host:port]})
   * does not answer: Spark itself would retry for a minute before giving up. Other masters are left
   * to Spark.
   */
  public static void checkReachable(String master, int timeoutMillis) throws IOException {
    if (!master.startsWith("spark://")) {
      return;
    }
    IOException last = null;
    for (String hostPort : master.substring("spark://".length()).split(",")) {
      int colon = hostPort.lastIndexOf(':');
      String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
      int port;
      try {
        port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
      } catch (NumberFormatException e) {
        throw new IOException("spark master " + master + ": '" + hostPort + "' is not host:port");
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress(host, port), timeoutMillis);
        return;
      } catch (IOException e) {
        last = e;
      }
    }
    throw new IOException("spark master " + master + " cannot be reached: " + last.getMessage());
  }

  /**
   * The environment of an application: the master keys, and OpenSSL 1.1's directory for
   * commons-crypto.
   */
  public static void environment(Map<String, String> env, String keyList, Path openSslDir) {
    env.put(KEY_LIST_ENV, keyList);
    if (openSslDir != null) {
      String old = env.get("LD_LIBRARY_PATH");
      env.put(
          "LD_LIBRARY_PATH",
          openSslDir + (old == null || old.isEmpty() ? "" : File.pathSeparator + old));
    }
  }

  /** {@code p}'s exit status; interrupted, it is killed and the wait fails naming {@code what}. */
  public static int waitFor(Process p, String what) throws IOException {
    try {
      return p.waitFor();
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while " + what + " ran");
    }
  }

  /** The last error lines of a Spark log, for a failure that left no result. */
  public static String lastLines(Path log) throws IOException {
    if (!Files.exists(log)) {
      return "no output";
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    for (int i = lines.size() - 1; i >= 0; i--) {
      String l = lines.get(i).trim();
      if (l.startsWith("Exception") || l.contains("Error") || l.contains("Exception:")) {
        return l.length() > 300 ? l.substring(0, 300) + "..." : l;
      }
    }
    return lines.isEmpty() ? "no output" : lines.get(lines.size() - 1);
  }
}
