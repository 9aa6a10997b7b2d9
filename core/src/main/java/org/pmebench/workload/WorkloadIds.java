package org.pmebench.workload;

import java.util.ArrayList;
import java.util.List;

/** Workload ids like R1 and W5: the read ones and the write ones of a list. */
public final class WorkloadIds {
  private WorkloadIds() {}

  public static List<String> reads(List<String> ids) {
    return withPrefix(ids, 'R');
  }

  public static List<String> writes(List<String> ids) {
    return withPrefix(ids, 'W');
  }

  private static List<String> withPrefix(List<String> ids, char prefix) {
    List<String> chosen = new ArrayList<String>();
    for (String id : ids) {
      if (id.charAt(0) == prefix) {
        chosen.add(id);
      }
    }
    return chosen;
  }
}
