package org.pmebench.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.pmebench.crypto.kms.KmsEncryption;

/**
 * Runs {@code peers/pyarrow/pme_peer.py} in the pyarrow environment, one command per process, its
 * output appended to the family's log; the suite's demo master keys go to it in the environment,
 * as the suite's in-memory KMS holds them.
 */
public final class PyarrowDriver {
  static final String KEY_LIST_ENV = "PMEBENCH_KEY_LIST";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path python;
  private final Path script;
  private final Path log;

  public PyarrowDriver(Path python, Path home, Path log) {
    this.python = python;
    this.script = PyarrowEnvironment.driver(home);
    this.log = log;
  }

  /**
   * Runs {@code command} with {@code args}, waiting up to {@code limitSeconds}; returns the JSON it
   * wrote to {@code out}.
   */
  public JsonNode run(String command, List<String> args, Path out, long limitSeconds) throws IOException {
    Files.deleteIfExists(out);
    List<String> cmd = new ArrayList<String>();
    cmd.add(python.toString());
    cmd.add(script.toString());
    cmd.add(command);
    cmd.add("--out");
    cmd.add(out.toString());
    cmd.addAll(args);
    Files.write(log, ("$ " + String.join(" ", cmd) + "\n").getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    pb.environment().put(KEY_LIST_ENV, KmsEncryption.demoKeyList(42));
    Process p = pb.start();
    try {
      if (!p.waitFor(limitSeconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException("pyarrow " + command + ": no result in " + limitSeconds + " s (log: " + log + ")");
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    if (p.exitValue() != 0 || !Files.isRegularFile(out)) {
      throw new IOException("pyarrow " + command + " exited with status " + p.exitValue() + " (log: " + log + ")");
    }
    return JSON.readTree(out.toFile());
  }
}
