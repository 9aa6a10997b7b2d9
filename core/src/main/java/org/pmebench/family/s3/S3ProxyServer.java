package org.pmebench.family.s3;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.pmebench.util.AtomicFiles;

/**
 * A real S3 server for the s3 family: S3Proxy (its jar-with-dependencies from Maven Central) in its
 * own JVM, since its dependencies clash with Hadoop's and Spark's and it needs Java 17. It listens
 * on free loopback ports, keeps its objects in a directory under {@code workDir}, adds {@code
 * latencyMillis} to every storage operation (S3Proxy's latency middleware) and counts every request
 * per S3 operation (its Prometheus metrics). {@link #close} stops it and removes its files; a
 * shutdown hook does the same when the suite is interrupted.
 */
public final class S3ProxyServer implements Closeable {
  /** The S3Proxy release the suite runs; 4.x fixes directory listings S3A relies on. */
  public static final String VERSION = "4.1.1";

  public static final String JAR_NAME = "s3proxy-" + VERSION + "-jar-with-dependencies.jar";
  public static final int MIN_JAVA = 17;
  static final String ACCESS_KEY = "pmebench";
  static final String SECRET_KEY = "pmebench-secret";
  private static final long START_TIMEOUT_MILLIS = 60_000;

  private final Process process;
  private final Path dir;
  private final Path log;
  private final S3Endpoint endpoint;
  private final URL metrics;
  private final int latencyMillis;
  private final Thread onExit;

  private S3ProxyServer(
      Process process, Path dir, Path log, S3Endpoint endpoint, URL metrics, int latencyMillis) {
    this.process = process;
    this.dir = dir;
    this.log = log;
    this.endpoint = endpoint;
    this.metrics = metrics;
    this.latencyMillis = latencyMillis;
    this.onExit = new Thread(this::stop, "s3proxy-stop");
  }

  /** The jar the build copies to {@code <home>/target/s3proxy/}. */
  public static Path jarIn(Path home) {
    return home.resolve("target").resolve("s3proxy").resolve(JAR_NAME);
  }

  /** The java binary of this JVM when it is Java 17 or newer, else null. */
  public static Path currentJava() {
    return org.pmebench.jvm.JdkInfo.majorOf(System.getProperty("java.specification.version"))
            >= MIN_JAVA
        ? Paths.get(System.getProperty("java.home"), "bin", "java")
        : null;
  }

  /**
   * Starts a server and waits until it answers; on any failure nothing is left running and the
   * exception says why in one line (its log is {@code <workDir>/s3proxy-<latency>ms.log}).
   */
  public static S3ProxyServer start(Path jar, Path java, Path workDir, int latencyMillis)
      throws IOException {
    for (int attempt = 1; ; attempt++) {
      try {
        return startOnce(jar, java, workDir, latencyMillis);
      } catch (PortsTaken e) {
        if (attempt == 3) {
          throw e;
        }
      }
    }
  }

  private static S3ProxyServer startOnce(Path jar, Path java, Path workDir, int latencyMillis)
      throws IOException {
    if (!Files.isRegularFile(jar)) {
      throw new IOException(
          jar
              + " is missing: build it with ./mvnw -q package -DskipTests (the pmebench launcher does)");
    }
    if (latencyMillis < 0) {
      throw new IllegalArgumentException("latency " + latencyMillis + " ms: use 0 or more");
    }
    Files.createDirectories(workDir);
    Path dir = Files.createTempDirectory(workDir, "s3proxy-" + latencyMillis + "ms-");
    Path store = Files.createDirectories(dir.resolve("store"));
    int port = freePort();
    int metricsPort = freePort();
    Path properties = dir.resolve("s3proxy.properties");
    Files.write(
        properties, configuration(port, metricsPort, store, latencyMillis), StandardCharsets.UTF_8);
    Path log = workDir.resolve("s3proxy-" + latencyMillis + "ms.log");
    List<String> command = command(java, jar, properties);
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
            .start();
    S3ProxyServer server =
        new S3ProxyServer(
            process,
            dir,
            log,
            S3Endpoint.local("http://127.0.0.1:" + port),
            new URL("http://127.0.0.1:" + metricsPort + "/metrics"),
            latencyMillis);
    Runtime.getRuntime().addShutdownHook(server.onExit);
    try {
      server.awaitReady();
    } catch (IOException | RuntimeException e) {
      server.close();
      throw e;
    }
    return server;
  }

  /**
   * S3Proxy's properties file, line by line: the endpoint and metrics on {@code port} and {@code
   * metricsPort} of the loopback address, the suite's credentials, objects in {@code store}, {@code
   * latencyMillis} added to every storage operation.
   */
  private static List<String> configuration(
      int port, int metricsPort, Path store, int latencyMillis) {
    List<String> lines = new ArrayList<String>();
    lines.add("s3proxy.endpoint=http://127.0.0.1:" + port);
    lines.add("s3proxy.authorization=aws-v2-or-v4");
    lines.add("s3proxy.identity=" + ACCESS_KEY);
    lines.add("s3proxy.credential=" + SECRET_KEY);
    lines.add("jclouds.provider=filesystem");
    lines.add("jclouds.filesystem.basedir=" + store);
    lines.add("jclouds.identity=" + ACCESS_KEY);
    lines.add("jclouds.credential=" + SECRET_KEY);
    lines.add("s3proxy.metrics.enabled=true");
    lines.add("s3proxy.metrics.host=127.0.0.1");
    lines.add("s3proxy.metrics.port=" + metricsPort);
    lines.add("s3proxy.latency-blobstore=true");
    lines.add("s3proxy.latency-blobstore.*.latency=" + latencyMillis);
    return lines;
  }

  /** The command that runs S3Proxy's jar with {@code properties} in {@code java}. */
  private static List<String> command(Path java, Path jar, Path properties) {
    List<String> command = new ArrayList<String>();
    command.add(java.toString());
    command.add("-Xmx512m");
    command.add("-DLOG_LEVEL=warn");
    command.add("-jar");
    command.add(jar.toString());
    command.add("--properties");
    command.add(properties.toString());
    return command;
  }

  /**
   * Starts a server in a temporary directory and stops it again, removing everything: whether
   * {@code java} can run S3Proxy here, with the reason when it cannot.
   */
  public static void checkStarts(Path jar, Path java) throws IOException {
    Path dir = Files.createTempDirectory("pmebench-s3-check");
    try {
      start(jar, java, dir, 0).close();
    } finally {
      deleteTree(dir);
    }
  }

  public S3Endpoint endpoint() {
    return endpoint;
  }

  public int latencyMillis() {
    return latencyMillis;
  }

  public boolean isRunning() {
    return process.isAlive();
  }

  /**
   * Null while the server runs; once it has stopped (killed, out of memory), why, in one line.
   * Asked after a request failed: the JVM may notice the exit a moment after the refused
   * connection.
   */
  public String stopped() {
    try {
      if (!process.waitFor(1, TimeUnit.SECONDS)) {
        return null;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
    int status = process.exitValue();
    return "the S3 server (S3Proxy at "
        + endpoint.url
        + ") stopped during the run with exit status "
        + status
        + (status == 137
            ? " (killed by signal 9, SIGKILL)"
            : status > 128 ? " (killed by signal " + (status - 128) + ")" : "")
        + "; its log: "
        + log;
  }

  /**
   * Requests the server has answered so far, per S3 operation (e.g. GetObject), all status codes.
   */
  public Map<String, Long> requestCounts() throws IOException {
    return ServerMetrics.requestsPerOperation(fetch(metrics));
  }

  private void awaitReady() throws IOException {
    long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
    while (true) {
      if (!process.isAlive()) {
        throw new IOException(
            "S3Proxy exited with status "
                + process.exitValue()
                + " before it answered: "
                + lastLine(log));
      }
      try {
        fetch(metrics);
        endpoint.createBucket();
      } catch (IOException | RuntimeException notYet) {
        if (System.currentTimeMillis() > deadline) {
          throw new IOException(
              "S3Proxy did not answer within "
                  + START_TIMEOUT_MILLIS / 1000
                  + " s: "
                  + (notYet.getMessage() == null ? notYet : notYet.getMessage())
                  + " (log: "
                  + log
                  + ")");
        }
        sleep(200);
        continue;
      }
      if (!Files.isDirectory(dir.resolve("store").resolve(S3Endpoint.DEFAULT_BUCKET))) {
        // Another server took the free ports between our choosing them and S3Proxy binding them (a
        // concurrent test or run): it answered, not ours, which cannot bind and exits.
        throw new PortsTaken(
            "another server answered on " + endpoint + " (its bucket is not in our store)");
      }
      return;
    }
  }

  /** Another process answered on the ports this server was given. */
  static final class PortsTaken extends IOException {
    private static final long serialVersionUID = 1L;

    PortsTaken(String message) {
      super(message);
    }
  }

  @Override
  public void close() {
    stop();
    try {
      Runtime.getRuntime().removeShutdownHook(onExit);
    } catch (IllegalStateException shuttingDown) {
      // The hook is running or has run: it stopped the server.
    }
  }

  private void stop() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    deleteTree(dir);
  }

  private static void deleteTree(Path dir) {
    try {
      AtomicFiles.deleteTree(dir);
    } catch (IOException e) {
      // Under the run directory; a leftover file costs disk space, not a result.
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  static String fetch(URL url) throws IOException {
    HttpURLConnection c = (HttpURLConnection) url.openConnection();
    c.setConnectTimeout(2000);
    c.setReadTimeout(10_000);
    try (InputStream in = c.getInputStream()) {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      byte[] buf = new byte[8192];
      for (int n; (n = in.read(buf)) > 0; ) {
        out.write(buf, 0, n);
      }
      return new String(out.toByteArray(), StandardCharsets.UTF_8);
    } finally {
      c.disconnect();
    }
  }

  private static String lastLine(Path log) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      for (int i = lines.size() - 1; i >= 0; i--) {
        if (!lines.get(i).trim().isEmpty()) {
          return lines.get(i).trim();
        }
      }
    } catch (IOException e) {
      // fall through
    }
    return "see " + log;
  }

  private static void sleep(long millis) throws IOException {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while waiting for S3Proxy");
    }
  }
}
