package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.pmebench.results.ForkCheck;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhRun;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.ProgressOutput;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;

/**
 * The s3 family on one JVM: starts one S3Proxy per added latency (or uses the user's endpoint),
 * counts the requests of each file of the matrix (first step of the run only: counts do not depend
 * on the JVM), then runs the paired S3 reads through JMH in forks of the chosen JVM, and stops the
 * servers whatever happened. Both kinds of rows go into the step's one result file.
 */
final class S3Step extends RunStep {
  static final String READ_BENCHMARK = "org.pmebench.s3.S3PairedReadBenchmark";
  private static final long HEAP_BYTES = 2L << 30;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ForkSettings forks;
  private final S3Matrix matrix;
  private final JvmVariant variant;
  private final boolean counts;
  private final Path home;
  private List<ForkCheck> checks = new ArrayList<ForkCheck>();

  S3Step(ForkSettings forks, S3Matrix matrix, JvmVariant variant, boolean counts, Path home) {
    super(
        forks.invocationId("s3-" + variant.id()),
        forks.target.label,
        variant.id(),
        matrix.timingConfigurations(),
        estimatedSeconds(matrix));
    this.forks = forks;
    this.matrix = matrix;
    this.variant = variant;
    this.counts = counts;
    this.home = home;
  }

  /** Per paired-read configuration: each fork's setup (writing four files) and its iterations. */
  static double estimatedSeconds(S3Matrix m) {
    return m.forks
        * (4 + (m.warmupIterations + m.measurementIterations) * m.iterationMillis / 1000.0);
  }

  @Override
  public List<String> jvmArgs() {
    return new ArrayList<String>(
        readOptions(null, new LinkedHashMap<Integer, S3Endpoint>())
            .getJvmArgsAppend()
            .orElse(new ArrayList<String>()));
  }

  @Override
  public List<ForkCheck> checks() {
    return checks;
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path dir = context.runDir.resolve("s3").toAbsolutePath();
    List<S3ProxyServer> servers = new ArrayList<S3ProxyServer>();
    try {
      Files.createDirectories(dir);
      Map<Integer, S3Endpoint> endpoints = new LinkedHashMap<Integer, S3Endpoint>();
      if (matrix.endpoint == null) {
        for (int latency : matrix.latenciesMillis) {
          S3ProxyServer server =
              S3ProxyServer.start(
                  S3ProxyServer.jarIn(home), Paths.get(matrix.serverJava), dir, latency);
          servers.add(server);
          endpoints.put(latency, server.endpoint());
          String started =
              String.format(
                  Locale.ROOT,
                  "%s: S3Proxy %s at %s, %d ms added per request",
                  id,
                  S3ProxyServer.VERSION,
                  server.endpoint().url,
                  latency);
          context.console.println(started);
          context.log.println("# " + started);
        }
      } else {
        endpoints.put(0, S3Endpoint.external(matrix.endpoint, matrix.bucket));
      }
      ArrayNode rows = JSON.createArrayNode();
      if (counts) {
        rows.addAll(countRequests(context, endpoints, servers));
        S3Endpoint committerServer = endpoints.get(matrix.committerLatencyMillis);
        rows.addAll(
            new S3CommittersRun(this, forks.target, forks.cipherCheckArgs(), matrix, home)
                .run(
                    context,
                    dir,
                    committerServer != null
                        ? committerServer
                        : endpoints.values().iterator().next()));
      }
      rows.addAll(timeReads(context, dir, endpoints, servers));
      if (rows.size() == 0) {
        throw new Failure("s3: nothing was measured (reasons above and in run.json)", dir);
      }
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure("s3: " + e.getMessage(), dir);
    } finally {
      for (S3ProxyServer s : servers) {
        s.close();
      }
    }
  }

  /**
   * Every file of the matrix written and read once, its requests counted (S3A's and the server's).
   */
  private ArrayNode countRequests(
      StepContext context, Map<Integer, S3Endpoint> endpoints, List<S3ProxyServer> servers)
      throws IOException {
    S3ProxyServer server = leastLatency(servers);
    S3Endpoint endpoint = server != null ? server.endpoint() : endpoints.values().iterator().next();
    String prefix = "pmebench/requests-" + UUID.randomUUID();
    S3FileRequests files = new S3FileRequests(endpoint, server, matrix.rows, prefix);
    List<S3FileRequests.Counted> counted = new ArrayList<S3FileRequests.Counted>();
    List<S3Case> cases = matrix.cases();
    context.console.printf(
        Locale.ROOT,
        "%s: counting the S3 requests of %d files (%d rows each), each written once "
            + "and read with S3A input policies %s%n",
        id,
        cases.size(),
        matrix.rows,
        matrix.fadvise);
    try {
      for (S3Case c : cases) {
        try {
          countFile(context, files, c, counted);
        } catch (IOException | RuntimeException e) {
          requireRunning(servers);
          context.partFailed(id + "-requests-" + c.id(), jvmLabel, String.valueOf(e.getMessage()));
        }
      }
    } finally {
      clean(files, servers);
    }
    return S3RequestsJson.rows(
        counted,
        matrix.rows,
        server != null ? "S3Proxy " + S3ProxyServer.VERSION : matrix.endpoint,
        System.getProperty("java.version"),
        System.getProperty("java.vm.name"));
  }

  /** The suite's server with the least added latency (the first of those); null when none. */
  private static S3ProxyServer leastLatency(List<S3ProxyServer> servers) {
    S3ProxyServer server = servers.isEmpty() ? null : servers.get(0);
    for (S3ProxyServer s : servers) {
      if (s.latencyMillis() < server.latencyMillis()) {
        server = s;
      }
    }
    return server;
  }

  /** One file written and read, its counts added to {@code counted} and logged. */
  private void countFile(
      StepContext context, S3FileRequests files, S3Case c, List<S3FileRequests.Counted> counted)
      throws IOException {
    S3FileRequests.Counted n = files.count(c, matrix.fadvise);
    counted.add(n);
    context.log.printf(
        Locale.ROOT, "# s3 requests %s: write %s; server %s%n", c.id(), n.write, n.serverWrite);
    for (S3FileRequests.ReadCount r : n.reads) {
      context.log.printf(
          Locale.ROOT,
          "# s3 requests %s: %s %s; server %s%n",
          c.id(),
          r.read,
          r.requests,
          r.server);
    }
  }

  /**
   * Removes the counted files and closes {@code files}; a failure to remove them is the step's
   * unless a server stopped (it took the files with it, and its end is the reason already given).
   */
  private static void clean(S3FileRequests files, List<S3ProxyServer> servers) throws IOException {
    try {
      files.clean();
    } catch (IOException | RuntimeException e) {
      if (stopped(servers) == null) {
        throw e;
      }
      // The server is gone with what was to be cleaned: its end is the reason already given.
    } finally {
      files.close();
    }
  }

  /** The paired reads in forks of this step's JVM; a JMH failure loses them, not the counts. */
  private ArrayNode timeReads(
      StepContext context,
      Path dir,
      Map<Integer, S3Endpoint> endpoints,
      List<S3ProxyServer> servers)
      throws IOException {
    Path out = dir.resolve(id + "-reads.json");
    Files.deleteIfExists(out);
    ProgressOutput output = progressOutput(context, 1);
    try {
      JmhRun.run(readOptions(out, endpoints), output);
    } catch (RunnerException e) {
      requireRunning(servers);
      context.partFailed(
          id + "-reads",
          jvmLabel,
          (output.failure() != null ? output.failure() : e.getMessage())
              + " (JMH's output: "
              + context.runDir.resolve("jmh.log")
              + ")");
    } finally {
      checks = output.checks();
    }
    ArrayNode rows = JSON.createArrayNode();
    if (Files.isRegularFile(out)) {
      for (JsonNode row : JSON.readTree(out.toFile())) {
        rows.add(row);
      }
    }
    return rows;
  }

  /**
   * A server of the suite's that stopped (killed, out of memory) fails the whole step in one line:
   * every later request would fail too, each saying only "Connection refused".
   */
  private static void requireRunning(List<S3ProxyServer> servers) throws IOException {
    String stopped = stopped(servers);
    if (stopped != null) {
      throw new IOException(stopped + "; --resume runs this step again with a new server");
    }
  }

  private static String stopped(List<S3ProxyServer> servers) {
    for (S3ProxyServer s : servers) {
      String why = s.stopped();
      if (why != null) {
        return why;
      }
    }
    return null;
  }

  private Options readOptions(Path out, Map<Integer, S3Endpoint> endpoints) {
    List<String> latencies = new ArrayList<String>();
    for (int l : matrix.latenciesMillis) {
      latencies.add(Integer.toString(l));
    }
    Options base =
        forks
            .base(
                id,
                "^" + READ_BENCHMARK.replace(".", "\\.") + "\\.readRound$",
                1,
                HEAP_BYTES,
                variant)
            .build();
    List<String> jvmArgs =
        new ArrayList<String>(base.getJvmArgsAppend().orElse(new ArrayList<String>()));
    if (!endpoints.isEmpty()) {
      jvmArgs.addAll(Arrays.asList(S3Endpoints.jvmArgs(endpoints, matrix.endpoint == null)));
    }
    OptionsBuilder options = new OptionsBuilder();
    options.parent(base);
    options
        .jvmArgsAppend(jvmArgs.toArray(new String[0]))
        .param("workload", toStrings(matrix.workloads))
        .param("rows", Integer.toString(matrix.rows))
        .param("material", matrix.materials.toArray(new String[0]))
        .param("latencyMs", latencies.toArray(new String[0]))
        .forks(matrix.forks)
        .warmupIterations(matrix.warmupIterations)
        .warmupTime(TimeValue.milliseconds(matrix.iterationMillis))
        .measurementIterations(matrix.measurementIterations)
        .measurementTime(TimeValue.milliseconds(matrix.iterationMillis))
        .mode(Mode.AverageTime)
        .timeUnit(TimeUnit.MILLISECONDS);
    if (out != null) {
      options.result(out.toString());
    }
    return options.build();
  }

  private static String[] toStrings(List<Integer> values) {
    String[] s = new String[values.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = Integer.toString(values.get(i));
    }
    return s;
  }
}
