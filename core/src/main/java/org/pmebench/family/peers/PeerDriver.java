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
import org.pmebench.util.LoggedCommand;

/**
 * Runs a peer's driver ({@code peers/python/pyarrow_peer.py} and {@code duckdb_peer.py} in the
 * Python peers' environment, the arrow-rs driver Cargo built, the arrow-go driver Go built), one
 * command per process, its output appended to the family's log. They take the same commands and
 * options and write the same JSON; the suite's demo master keys go to them in the environment, as
 * the suite's in-memory KMS holds them, with the explicit key of the matrix's explicit-key files
 * and DuckDB's timings ({@link Interop#keyList()}).
 */
public final class PeerDriver {
  static final String KEY_LIST_ENV = "PMEBENCH_KEY_LIST";
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * The implementation's name: {@code pyarrow}, {@code arrow-rs}, {@code arrow-go}, {@code duckdb},
   * {@code duckdb-mbedtls}.
   */
  public final String implementation;

  private final List<String> launcher;
  private final List<String> fixedArgs;
  private final Path log;

  PeerDriver(String implementation, List<String> launcher, List<String> fixedArgs, Path log) {
    this.implementation = implementation;
    this.launcher = launcher;
    this.fixedArgs = fixedArgs;
    this.log = log;
  }

  /**
   * The pyarrow driver: the script in the project at {@code home}, run by the environment's python.
   */
  public static PeerDriver pyarrow(Path python, Path home, Path log) {
    return new PeerDriver(
        Interop.PYARROW,
        Arrays.asList(
            python.toString(), PythonEnvironment.driver(home, "pyarrow_peer.py").toString()),
        Collections.<String>emptyList(),
        log);
  }

  /**
   * The DuckDB driver with its cipher library: {@code duckdb} (OpenSSL, through the httpfs
   * extension) or {@code duckdb-mbedtls} (the mbedtls DuckDB bundles).
   */
  public static PeerDriver duckdb(String implementation, Path python, Path home, Path log) {
    String crypto = Interop.DUCKDB_MBEDTLS.equals(implementation) ? "mbedtls" : "openssl";
    return new PeerDriver(
        implementation,
        Arrays.asList(
            python.toString(), PythonEnvironment.driver(home, "duckdb_peer.py").toString()),
        Arrays.asList("--crypto", crypto),
        log);
  }

  /** The arrow-go driver: the binary the Go toolchain built. */
  public static PeerDriver arrowGo(Path binary, Path log) {
    return new PeerDriver(
        Interop.ARROW_GO,
        Collections.singletonList(binary.toString()),
        Collections.<String>emptyList(),
        log);
  }

  /**
   * Whether the driver reads its rows from parquet-java's v1 file of them: arrow-go decodes no
   * DELTA_BYTE_ARRAY on fixed-length columns, which the v2 writer gives them.
   */
  public boolean readsV1Rows() {
    return Interop.ARROW_GO.equals(implementation);
  }

  /** The arrow-rs driver: the binary Cargo built. */
  public static PeerDriver arrowRs(Path binary, Path log) {
    return new PeerDriver(
        Interop.ARROW_RS,
        Collections.singletonList(binary.toString()),
        Collections.<String>emptyList(),
        log);
  }

  /**
   * Runs {@code command} with {@code args}, waiting up to {@code limitSeconds}; returns the JSON it
   * wrote to {@code out}.
   */
  public JsonNode run(String command, List<String> args, Path out, long limitSeconds)
      throws IOException {
    Files.deleteIfExists(out);
    List<String> cmd = new ArrayList<String>(launcher);
    cmd.add(command);
    cmd.addAll(fixedArgs);
    cmd.add("--out");
    cmd.add(out.toString());
    cmd.addAll(args);
    int status =
        LoggedCommand.run(
            cmd,
            Collections.singletonMap(KEY_LIST_ENV, Interop.keyList()),
            log,
            limitSeconds,
            implementation + " " + command);
    if (status != 0 || !Files.isRegularFile(out)) {
      throw new IOException(
          implementation + " " + command + " exited with status " + status + " (log: " + log + ")");
    }
    return JSON.readTree(out.toFile());
  }
}
