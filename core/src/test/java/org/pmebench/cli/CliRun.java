package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** One pmebench command run in-process: its exit code and what it printed. */
public final class CliRun {
  public final int code;
  public final String out;
  public final String err;

  private CliRun(int code, String out, String err) {
    this.code = code;
    this.out = out;
    this.err = err;
  }

  public static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = PmeBench.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new CliRun(code, out.toString(), err.toString());
  }

  /** {@code run --families=<family>}, then {@code options}, into {@code output}. */
  public static CliRun family(String family, Path output, String... options) {
    String[] args = new String[options.length + 3];
    args[0] = "run";
    args[1] = "--families=" + family;
    System.arraycopy(options, 0, args, 2, options.length);
    args[args.length - 1] = "--output=" + output;
    return of(args);
  }

  /** The run was refused as a usage error (exit 2), its error naming {@code part}. */
  public CliRun assertRefused(String part) {
    assertEquals(PmeBench.EXIT_USAGE, code, err);
    assertTrue(err.contains(part), err);
    return this;
  }

  /** The summary.json of the run in {@code output}. */
  public static JsonNode summary(Path output) throws IOException {
    return new ObjectMapper().readTree(output.resolve("summary.json").toFile());
  }
}
