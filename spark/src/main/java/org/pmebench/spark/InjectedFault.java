package org.pmebench.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.sql.api.java.UDF1;
import org.pmebench.family.s3.CommitterSpec;

/**
 * The identity on {@code id}, except where a fault is injected: half-way through the rows of the
 * first task on its first attempt ({@value CommitterSpec#TASK_RETRIED}), or of the last task on
 * every attempt ({@value CommitterSpec#JOB_ABORTED}). Spark's range gives partition p the ids
 * [p·n/k, (p+1)·n/k).
 */
final class InjectedFault implements UDF1<Long, Long> {
  private static final long serialVersionUID = 1L;
  private final String fault;
  private final long rows;
  private final int files;

  InjectedFault(String fault, long rows, int files) {
    this.fault = fault;
    this.rows = rows;
    this.files = files;
  }

  @Override
  public Long call(Long id) {
    if (CommitterSpec.NO_FAULT.equals(fault)) {
      return id;
    }
    TaskContext task = TaskContext.get();
    int partition = task.partitionId();
    boolean failing =
        CommitterSpec.TASK_RETRIED.equals(fault)
            ? partition == 0 && task.attemptNumber() == 0
            : partition == files - 1;
    long start = partition * rows / files;
    long end = (partition + 1) * rows / files;
    if (failing && id >= start + (end - start) / 2) {
      throw new IllegalStateException(
          "pmebench: fault injected half-way through partition "
              + partition
              + " (attempt "
              + task.attemptNumber()
              + ")");
    }
    return id;
  }
}
