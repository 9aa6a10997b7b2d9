package org.pmebench.floor;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.results.JmhRows;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;

/**
 * The floor of a run's cost models: {@code openssl speed -evp} for AES-128-GCM and AES-128-CTR on
 * this CPU, once per run, after the JMH steps (never beside them), filed as one throughput row per
 * cipher and size ({@link CipherFloor#BENCHMARK}). The summary fits each cipher's time per call to
 * per-call + per-byte and prices every file's recorded modules with it. Without an {@code openssl}
 * on the PATH the step is skipped with that reason; nothing else depends on it.
 */
public final class FloorStep extends RunStep {
  static final String ID = "floor-openssl";
  static final String LABEL = "openssl";

  private final String executable;
  private final int seconds;

  /** The sizes timed, or null for all of OpenSSL's six. */
  private final long[] sizes;

  public FloorStep(String executable, int seconds, long[] sizes) {
    super(ID, LABEL, "floor", 2, ((sizes == null ? 6 : sizes.length) + 1) * seconds + 1);
    this.executable = executable;
    this.seconds = seconds;
    this.sizes = sizes == null ? null : sizes.clone();
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path dir = context.runDir.resolve("floor").toAbsolutePath();
    Path log = dir.resolve("openssl-speed.log");
    try {
      Files.createDirectories(dir);
      OpenSslSpeed speed = new OpenSslSpeed(executable, log);
      String version;
      try {
        version = speed.version();
      } catch (IOException e) {
        throw new Failure(
            "no floor: "
                + executable
                + " does not run ("
                + e.getMessage()
                + "); install OpenSSL's command-line tool (Debian: apt-get install openssl) or pass --floor false",
            log);
      }
      ArrayNode rows = JmhRows.JSON.createArrayNode();
      String[][] ciphers = {
        {OpenSslSpeed.GCM, CipherFloor.GCM}, {OpenSslSpeed.CTR, CipherFloor.CTR}
      };
      for (String[] c : ciphers) {
        context.console.printf(
            Locale.ROOT,
            "%s: %s on one thread, %d s per size%s (%s)%n",
            id,
            c[0],
            seconds,
            sizes == null ? "" : ", " + Arrays.toString(sizes) + " B only",
            version);
        OpenSslSpeed.Measured m =
            sizes == null ? speed.measure(c[0], seconds) : speed.measure(c[0], seconds, sizes);
        for (int i = 0; i < m.sizes.length; i++) {
          rows.add(row(version, c[1], m.sizes[i], m.bytesPerSecond[i] / m.sizes[i]));
        }
        context.progress.finished(estimatedSecondsPerConfiguration);
      }
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"), JmhRows.JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure("no floor: " + e.getMessage(), log);
    }
  }

  /** One cipher and size as a JMH throughput row: calls per second, one fork, one iteration. */
  private ObjectNode row(String version, String algorithm, long size, double callsPerSecond) {
    ObjectNode node =
        JmhRows.header("openssl speed", CipherFloor.BENCHMARK, LABEL, version, "openssl", 1, 1);
    node.put("mode", "thrpt");
    ObjectNode params = node.putObject("params");
    params.put(CipherFloor.ALGORITHM_PARAM, algorithm);
    params.put(CipherFloor.SIZE_PARAM, ChunkSize.format(size));
    params.put("keyBits", "128");
    params.put("provider", version);
    ObjectNode metric = JmhRows.metric("ops/s", callsPerSecond);
    node.set("primaryMetric", metric);
    node.putObject("secondaryMetrics");
    return node;
  }
}
