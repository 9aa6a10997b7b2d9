package org.pmebench.history;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** One row's numbers on one machine, JDK, provider, release and profile, oldest first. */
public final class HistorySeries {
  /** What the series measures, which says whether up is worse. */
  public enum Kind {
    /** Encryption's overhead in percent: up is worse. */
    OVERHEAD,
    /** A cipher's throughput in MB/s: down is worse. */
    THROUGHPUT
  }

  public final SeriesKey key;
  public final Kind kind;
  private final List<HistoryPoint> points = new ArrayList<HistoryPoint>();

  HistorySeries(SeriesKey key, Kind kind) {
    this.key = key;
    this.kind = kind;
  }

  void add(HistoryPoint point) {
    points.add(point);
  }

  public List<HistoryPoint> points() {
    return Collections.unmodifiableList(points);
  }

  /** The metrics any point has, in the order they first appear. */
  public List<String> metrics() {
    Set<String> names = new LinkedHashSet<String>();
    for (HistoryPoint p : points) {
      names.addAll(p.metrics.keySet());
    }
    return new ArrayList<String>(names);
  }
}
