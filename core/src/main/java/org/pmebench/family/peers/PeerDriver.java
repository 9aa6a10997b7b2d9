package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.util.LoggedCommand;

/**
 * Runs a peer's driver ({@code peers/pyarrow/pme_peer.py} in the pyarrow environment, the arrow-rs
 * driver Cargo built), one command per process, its output appended to the family's log. Both take
 * the same commands and options and write the same JSON; the suite's demo master keys go to them in
 * the environment, as the suite's in-memory KMS holds them.
 */
public final class PeerDriver {
  static final String KEY_LIST_ENV = "PMEBENCH_KEY_LIST";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The implementation's name: {@code pyarrow}, {@code arrow-rs}. */
  public final String implementation;
  private final List<String> launcher;
  private final Path log;

  PeerDriver(String implementation, List<String> launcher, Path log) {
    this.implementation = implementation;
    this.launcher = launcher;
    this.log = log;
  }

  /** The pyarrow driver: the script in the project at {@code home}, run by the environment's python. */
  public static PeerDriver pyarrow(Path python, Path home, Path log) {
    return new PeerDriver(Interop.PYARROW, Arrays.asList(python.toString(), PyarrowEnvironment.driver(home).toString()),
        log);
  }

  /** The arrow-rs driver: the binary Cargo built. */
  public static PeerDriver arrowRs(Path binary, Path log) {
    return new PeerDriver(Interop.ARROW_RS, Collections.singletonList(binary.toString()), log);
  }

  /**
   * Runs {@code command} with {@code args}, waiting up to {@code limitSeconds}; returns the JSON it
   * wrote to {@code out}.
   */
  public JsonNode run(String command, List<String> args, Path out, long limitSeconds) throws IOException {
    Files.deleteIfExists(out);
    List<String> cmd = new ArrayList<String>(launcher);
    cmd.add(command);
    cmd.add("--out");
    cmd.add(out.toString());
    cmd.addAll(args);
    int status = LoggedCommand.run(cmd, Collections.singletonMap(KEY_LIST_ENV, KmsEncryption.demoKeyList(42)), log,
        limitSeconds, implementation + " " + command);
    if (status != 0 || !Files.isRegularFile(out)) {
      throw new IOException(implementation + " " + command + " exited with status " + status + " (log: " + log + ")");
    }
    return JSON.readTree(out.toFile());
  }
}
