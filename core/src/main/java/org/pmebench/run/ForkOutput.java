package org.pmebench.run;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.pmebench.crypto.check.CheckReport;

/**
 * What JMH's forks print while a step runs (JMH copies it to {@code System.out}): a line that
 * starts with {@link CheckReport#PREFIX} goes to {@code checks} (the run records it), every other
 * byte on to the console as it comes. Only the start of a line that may still be a check line is
 * held back.
 */
final class ForkOutput extends OutputStream {
  private static final byte[] PREFIX = CheckReport.PREFIX.getBytes(StandardCharsets.UTF_8);
  private final PrintStream console;
  private final Consumer<String> checks;
  private final ByteArrayOutputStream held = new ByteArrayOutputStream();

  /**
   * Of the current line: held back (its start matches the prefix so far), a check line, or passed
   * on.
   */
  private boolean check;

  private boolean passing;

  ForkOutput(PrintStream console, Consumer<String> checks) {
    this.console = console;
    this.checks = checks;
  }

  @Override
  public synchronized void write(int b) {
    if (passing) {
      console.write(b);
      passing = b != '\n';
      return;
    }
    if (b == '\n') {
      endLine();
      return;
    }
    held.write(b);
    int n = held.size();
    if (!check && n <= PREFIX.length && PREFIX[n - 1] != (byte) b) {
      passOn();
    } else if (n == PREFIX.length) {
      check = true;
    }
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) {
    for (int i = off; i < off + len; i++) {
      write(b[i]);
    }
  }

  @Override
  public synchronized void flush() {
    console.flush();
  }

  /** Passes on a line left without its end (a fork that died mid-line). */
  @Override
  public synchronized void close() {
    if (held.size() > 0) {
      passOn();
    }
    console.flush();
  }

  private void endLine() {
    if (check) {
      checks.accept(
          new String(held.toByteArray(), StandardCharsets.UTF_8)
              .substring("pmebench: ".length())
              .trim());
      held.reset();
      check = false;
    } else {
      passOn();
      console.write('\n');
      passing = false;
    }
  }

  private void passOn() {
    byte[] start = held.toByteArray();
    console.write(start, 0, start.length);
    held.reset();
    check = false;
    passing = true;
  }
}
