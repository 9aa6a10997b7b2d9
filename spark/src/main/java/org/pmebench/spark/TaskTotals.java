package org.pmebench.spark;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.pmebench.family.spark.SparkAppResult;

/**
 * Tasks' metrics summed per job group: each submitted stage belongs to the group of the job that
 * submitted it, each ended task to its stage. The application gives every timed operation its own
 * group; Spark's listener thread adds, the application takes the sums after draining the bus.
 */
final class TaskTotals {
  private final Map<Integer, String> groupOfStage = new HashMap<Integer, String>();
  private final Map<String, SparkAppResult.Tasks> totals =
      new HashMap<String, SparkAppResult.Tasks>();
  private final Map<String, Set<Integer>> stagesOfGroup = new HashMap<String, Set<Integer>>();
  private long tasksOutsideGroups;

  /** A stage was submitted by a job of {@code group} (null: outside any group). */
  synchronized void stageSubmitted(int stageId, String group) {
    if (group == null) {
      return;
    }
    groupOfStage.put(stageId, group);
    Set<Integer> stages = stagesOfGroup.get(group);
    if (stages == null) {
      stages = new HashSet<Integer>();
      stagesOfGroup.put(group, stages);
    }
    stages.add(stageId);
  }

  /**
   * A task of stage {@code stageId} ended; {@code task} holds its metrics, or is null when it has
   * none.
   */
  synchronized void taskEnded(int stageId, SparkAppResult.Tasks task) {
    String group = groupOfStage.get(stageId);
    if (group == null) {
      tasksOutsideGroups++;
      return;
    }
    SparkAppResult.Tasks sum = totals.get(group);
    if (sum == null) {
      sum = new SparkAppResult.Tasks();
      totals.put(group, sum);
    }
    if (task == null) {
      sum.tasks++;
      sum.tasksWithoutMetrics++;
    } else {
      sum.add(task);
    }
  }

  /** The sums of {@code group}, forgotten here; null when none of its tasks ended. */
  synchronized SparkAppResult.Tasks take(String group) {
    SparkAppResult.Tasks sum = totals.remove(group);
    Set<Integer> stages = stagesOfGroup.remove(group);
    if (stages != null) {
      for (Integer s : stages) {
        groupOfStage.remove(s);
      }
    }
    if (sum != null) {
      sum.stages = stages == null ? 0 : stages.size();
    }
    return sum;
  }

  /** Tasks whose stage no group submitted (their CPU is in no operation's sum). */
  synchronized long tasksOutsideGroups() {
    return tasksOutsideGroups;
  }
}
