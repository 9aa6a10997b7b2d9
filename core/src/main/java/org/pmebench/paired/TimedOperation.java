package org.pmebench.paired;

import java.util.function.Consumer;

/**
 * The unit of work one variant does per round, e.g. reading one whole file. Whatever it produces
 * goes to {@code sink} (a JMH Blackhole in a benchmark), so the JIT cannot drop the work.
 */
public interface TimedOperation {
  /**
   * Does the work once; returns a small summary (records read, bytes written) that is consumed too.
   */
  long run(Consumer<Object> sink) throws Exception;
}
