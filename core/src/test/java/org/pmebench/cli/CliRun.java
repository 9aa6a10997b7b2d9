package org.pmebench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

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
}
