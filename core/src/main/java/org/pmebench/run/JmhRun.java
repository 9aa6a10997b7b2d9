package org.pmebench.run;

import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;

/**
 * JMH's Runner with the run's output: JMH copies its forks' output to {@code System.out}, so while
 * it runs that goes through {@link ForkOutput}, which hands the forks' cipher check lines to {@code
 * output} and passes the rest on.
 */
public final class JmhRun {
  private JmhRun() {}

  public static void run(Options options, ProgressOutput output) throws RunnerException {
    PrintStream out = System.out;
    ForkOutput forks = new ForkOutput(out, output::check);
    try {
      System.setOut(new PrintStream(forks, true, StandardCharsets.UTF_8.name()));
      new Runner(options, output).run();
    } catch (UnsupportedEncodingException e) {
      throw new IllegalStateException(e);
    } finally {
      System.setOut(out);
      forks.close();
    }
  }
}
