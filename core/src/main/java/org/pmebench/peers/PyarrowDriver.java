package org.pmebench.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.pmebench.bench.LoggedCommand;
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
    int status = LoggedCommand.run(cmd, Collections.singletonMap(KEY_LIST_ENV, KmsEncryption.demoKeyList(42)), log,
        limitSeconds, "pyarrow " + command);
    if (status != 0 || !Files.isRegularFile(out)) {
      throw new IOException("pyarrow " + command + " exited with status " + status + " (log: " + log + ")");
    }
    return JSON.readTree(out.toFile());
  }
}
