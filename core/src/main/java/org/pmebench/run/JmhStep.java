package org.pmebench.run;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/** A JMH invocation as a run step: JMH's Runner, its text output in the log, one progress line per configuration. */
final class JmhStep extends RunStep {
  final JmhInvocation invocation;

  JmhStep(JmhInvocation invocation) {
    super(invocation.id, invocation.jvmLabel, invocation.variant.id(), invocation.configurations,
        invocation.estimatedSecondsPerConfiguration);
    this.invocation = invocation;
  }

  @Override
  public List<String> jvmArgs() {
    return new ArrayList<String>(invocation.options.getJvmArgsAppend().orElse(new ArrayList<String>()));
  }

  @Override
  public void run(StepContext context) throws Failure {
    ProgressOutput output = new ProgressOutput(context.log, context.console, context.progress, id,
        estimatedSecondsPerConfiguration);
    try {
      new Runner(invocation.options, output).run();
    } catch (RunnerException e) {
      throw new Failure(output.failure() != null ? output.failure() : rootMessage(e), context.runDir.resolve("jmh.log"));
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
