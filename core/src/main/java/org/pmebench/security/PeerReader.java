package org.pmebench.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A peer driver's {@code fuzz-read} (peers/python/pyarrow_peer.py, the arrow-rs binary) reading one
 * file in a process of its own, under a time limit and an address-space limit ({@code ulimit -v}):
 * the exit tells a refused file from a panic, an abort, a signal, a hang or an allocation the limit
 * stopped.
 */
public final class PeerReader {
  private static final ObjectMapper JSON = new ObjectMapper();

  public final String name;
  private final List<String> command;
  private final long memoryLimitBytes;

  /**
   * {@code command}: the driver up to its command name ({@code python pyarrow_peer.py}, or the
   * binary).
   */
  public PeerReader(String name, List<String> command, long memoryLimitBytes) {
    this.name = name;
    this.command = new ArrayList<String>(command);
    this.memoryLimitBytes = memoryLimitBytes;
  }

  /**
   * What reading {@code file} did; READ_OK's detail is the values' digest, for comparison with the
   * seed's.
   */
  public MutantRead.Result read(Path file, long timeLimitMillis) throws IOException {
    Path out = file.resolveSibling(file.getFileName() + "." + name + ".json");
    Path err = file.resolveSibling(file.getFileName() + "." + name + ".err");
    Files.deleteIfExists(out);
    List<String> cmd =
        new ArrayList<String>(
            Arrays.asList(
                "sh", "-c", "ulimit -v " + (memoryLimitBytes >> 10) + " && exec \"$@\"", "sh"));
    cmd.addAll(command);
    cmd.addAll(Arrays.asList("fuzz-read", "--out", out.toString(), file.toString()));
    ProcessBuilder pb =
        new ProcessBuilder(cmd)
            .redirectOutput(ProcessBuilder.Redirect.to(new java.io.File("/dev/null")))
            .redirectError(err.toFile());
    pb.environment().put("PMEBENCH_KEY_LIST", FuzzKeys.KEY_LIST);
    pb.environment().put("RUST_BACKTRACE", "0"); // the panic's place and message, not its frames
    Process p = pb.start();
    try {
      if (!p.waitFor(timeLimitMillis, TimeUnit.MILLISECONDS)) {
        p.destroyForcibly().waitFor();
        return result(ReadOutcome.HANG, "no answer in " + timeLimitMillis + " ms", null);
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    String stderr = new String(Files.readAllBytes(err), StandardCharsets.UTF_8);
    return classify(
        p.exitValue(),
        Files.isRegularFile(out) ? JSON.readTree(out.toFile()).path("read").path(0) : null,
        stderr);
  }

  /**
   * The exit status, the driver's answer for the file (null when it wrote none) and its stderr,
   * sorted.
   */
  static MutantRead.Result classify(int status, JsonNode answer, String stderr) {
    if (status == 0 && answer != null && !answer.isMissingNode()) {
      if (answer.has("error")) {
        String error = answer.path("error").asText();
        return result(memory(error) ? ReadOutcome.MEMORY : ReadOutcome.CLEAN_ERROR, error, null);
      }
      return result(
          ReadOutcome.READ_OK,
          answer.path("rows").asLong() + " rows",
          answer.path("checksum").asText());
    }
    String last = lastLine(stderr);
    if (memory(stderr)) {
      return result(ReadOutcome.MEMORY, "exit " + status + ": " + last, null);
    }
    return result(
        ReadOutcome.CRASH,
        (status > 128 ? "signal " + (status - 128) : "exit " + status) + ": " + last,
        null);
  }

  /**
   * Rust's "memory allocation of N bytes failed", C++'s bad_alloc, Python's MemoryError, Arrow's
   * OutOfMemory.
   */
  private static boolean memory(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    return t.contains("memory allocation")
        || t.contains("bad_alloc")
        || t.contains("memoryerror")
        || t.contains("out of memory")
        || t.contains("outofmemory")
        || t.contains("cannot allocate");
  }

  /** A Rust panic's place and message, or the error's line: the last line that is not a note. */
  private static String lastLine(String stderr) {
    String[] lines = stderr.trim().split("\n");
    for (int i = 0; i + 1 < lines.length; i++) {
      int at = lines[i].indexOf("panicked at ");
      if (at >= 0) {
        return "panic: "
            + lines[i + 1].trim()
            + " (at "
            + lines[i].substring(at + 12).replaceAll(":$", "")
            + ")";
      }
    }
    for (int i = lines.length - 1; i >= 0; i--) {
      String l = lines[i].trim();
      if (!l.isEmpty() && !l.startsWith("note:")) {
        return l.length() > 200 ? l.substring(0, 200) : l;
      }
    }
    return "(nothing on stderr)";
  }

  private static MutantRead.Result result(ReadOutcome outcome, String detail, String digest) {
    return new MutantRead.Result(outcome, detail, digest, 0);
  }
}
