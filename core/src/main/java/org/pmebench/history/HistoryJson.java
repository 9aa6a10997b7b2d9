package org.pmebench.history;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code history.json}: every series with its key, kind and points (each metric's estimate and
 * interval, the steady-state class), and the change points Otava found, each naming its series by
 * index and the runs on either side.
 */
public final class HistoryJson {
  static final String SCHEMA = "pmebench-history/1";
  static final String CHANGE_POINTS_SCHEMA = "pmebench-change-points/1";

  private HistoryJson() {}

  /** The JSON of {@code history}, its change points (null: not looked for) and how Otava ran. */
  public static ObjectNode of(History history, List<ChangePoint> changePoints, OtavaRun otava) {
    ObjectNode root = header(SCHEMA, history);
    Map<HistorySeries, Integer> index = new IdentityHashMap<HistorySeries, Integer>();
    ArrayNode series = root.putArray("series");
    for (HistorySeries s : history.series()) {
      index.put(s, series.size());
      series.add(series(s));
    }
    if (changePoints == null) {
      root.putNull("changePoints");
      return root;
    }
    otava(root, otava);
    ArrayNode changes = root.putArray("changePoints");
    for (ChangePoint c : changePoints) {
      ObjectNode n = changes.addObject();
      n.put("series", index.get(c.series));
      change(n, c);
    }
    return root;
  }

  /**
   * {@code change-points.json}: what {@link #of} says of the change points alone, each with its
   * series' key and kind in full, and the counts of runs, series and machines; small enough to
   * commit beside a page that renders it ({@link ChangePointsMarkdown}).
   */
  public static ObjectNode changePoints(
      History history, List<ChangePoint> changePoints, OtavaRun otava) {
    ObjectNode root = header(CHANGE_POINTS_SCHEMA, history);
    root.put("series", history.series().size());
    otava(root, otava);
    ArrayNode changes = root.putArray("changePoints");
    for (ChangePoint c : changePoints) {
      ObjectNode n = changes.addObject();
      ObjectNode key = key(n.putObject("series"), c.series);
      key.put("kind", c.series.kind.name().toLowerCase(java.util.Locale.ROOT));
      change(n, c);
    }
    return root;
  }

  /** The schema, the runs read and the machines they ran on: what both files open with. */
  private static ObjectNode header(String schema, History history) {
    ObjectNode root = new ObjectMapper().createObjectNode();
    root.put("schema", schema);
    root.put("runs", history.runs.size());
    ArrayNode machines = root.putArray("machines");
    for (String m : history.machines()) {
      machines.add(m);
    }
    return root;
  }

  /** How Otava was asked, where it was. */
  private static void otava(ObjectNode root, OtavaRun otava) {
    if (otava != null) {
      ObjectNode how = root.putObject("otava");
      how.put("version", otava.version);
      how.put("seriesLooked", otava.seriesLooked);
      how.put("pValue", otava.pValue);
      how.put("magnitude", otava.magnitude);
    }
  }

  private static ObjectNode key(ObjectNode key, HistorySeries s) {
    key.put("row", s.key.row);
    key.put("machine", s.key.machine);
    key.put("jdk", s.key.jdk);
    key.put("provider", s.key.provider);
    key.put("parquet", s.key.parquet);
    key.put("profile", s.key.profile);
    return key;
  }

  private static void change(ObjectNode n, ChangePoint c) {
    n.put("metric", c.metric);
    n.put("lastRunBefore", c.before.run);
    n.put("firstRunAfter", c.at.run);
    n.put("time", c.at.time.toString());
    n.put("meanBefore", c.meanBefore);
    n.put("stddevBefore", c.stddevBefore);
    n.put("meanAfter", c.meanAfter);
    n.put("stddevAfter", c.stddevAfter);
    n.put("pValue", c.pValue);
  }

  private static ObjectNode series(HistorySeries s) {
    ObjectNode n = new ObjectMapper().createObjectNode();
    key(n.putObject("key"), s);
    n.put("kind", s.kind.name().toLowerCase(java.util.Locale.ROOT));
    ArrayNode points = n.putArray("points");
    for (HistoryPoint p : s.points()) {
      ObjectNode point = points.addObject();
      point.put("time", p.time.toString());
      point.put("run", p.run);
      point.put("variant", p.variant);
      point.put("steadyState", p.steadyState);
      point.put("interval", p.interval);
      point.put("level", p.level);
      ObjectNode metrics = point.putObject("metrics");
      for (Map.Entry<String, HistoryPoint.Estimate> m : p.metrics.entrySet()) {
        ObjectNode e = metrics.putObject(m.getKey());
        e.put("value", m.getValue().value);
        number(e, "low", m.getValue().low);
        number(e, "high", m.getValue().high);
      }
    }
    return n;
  }

  private static void number(ObjectNode e, String field, double value) {
    if (Double.isNaN(value)) {
      e.putNull(field);
    } else {
      e.put(field, value);
    }
  }
}
