package org.pmebench.family.s3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.ResultCounter;
import org.pmebench.paired.SlotCounter;
import org.pmebench.results.JmhRows;

/**
 * The committer application's outcomes as rows in JMH's JSON shape: benchmark {@value #BENCHMARK},
 * parameters committer, encryption, material, fault, rows and files; the score is the job's wall
 * time (one value per round: the application is the one fork), the secondary metrics what the job
 * left at its destination and its S3 requests (per job, mean over rounds).
 */
public final class CommitterJson {
  public static final String BENCHMARK = "org.pmebench.s3.S3Committers.write";

  /** Rows of PME's job-time overhead per committer and key material, paired in each round. */
  public static final String PAIRED_BENCHMARK = "org.pmebench.s3.S3Committers.pairedWrite";

  /**
   * Secondary-metric prefixes of the job's S3 requests and those of reading its table back through
   * Spark, by kind.
   */
  public static final String JOB_REQUESTS = "requests.";

  public static final String SPARK_READ_REQUESTS = "sparkRead.";

  private CommitterJson() {}

  public static ArrayNode rows(CommitterSpec spec, CommitterResult result) {
    Map<String, List<CommitterOutcome>> groups =
        new LinkedHashMap<String, List<CommitterOutcome>>();
    for (CommitterOutcome o : result.outcomes) {
      groups
          .computeIfAbsent(
              o.committer + "|" + o.mode + "|" + o.material + "|" + o.fault,
              k -> new ArrayList<CommitterOutcome>())
          .add(o);
    }
    ArrayNode rows = JmhRows.JSON.createArrayNode();
    for (List<CommitterOutcome> g : groups.values()) {
      rows.add(row(spec, result, g));
    }
    for (String committer : spec.committers) {
      for (String material : spec.materials) {
        ObjectNode paired = pairedRow(spec, result, committer, material);
        if (paired != null) {
          rows.add(paired);
        }
      }
    }
    return rows;
  }

  /**
   * The encrypted jobs' times over the plaintext job's of the same committer and round, as the
   * paired families' counters ({@code rounds}, {@code <slot>WallNanos}, {@code <slot>LnWallRatio}
   * and its squares; one round per iteration), so that the summary makes overhead rows of them:
   * within one application, so their interval covers the spread between rounds only.
   */
  static ObjectNode pairedRow(
      CommitterSpec spec, CommitterResult result, String committer, String material) {
    PairedSlot[] slots = {PairedSlot.PLAINTEXT, PairedSlot.GCM, PairedSlot.GCM_CTR};
    List<double[]> rounds = pairedRounds(spec, result, committer, material, slots);
    if (rounds.isEmpty()) {
      return null;
    }
    ObjectNode node = header(PAIRED_BENCHMARK, result, rounds.size());
    ObjectNode p = node.putObject("params");
    p.put("committer", committer);
    p.put("material", material);
    p.put("latencyMs", String.valueOf(spec.latencyMillis));
    p.put("rows", String.valueOf(spec.rows));
    p.put("files", String.valueOf(spec.files));
    p.put("encrypted", "AES_GCM_V1+AES_GCM_CTR_V1");
    double[] total = new double[rounds.size()];
    double[] ones = new double[rounds.size()];
    Map<String, double[]> counters = pairedCounters(rounds, slots, total, ones);
    node.set("primaryMetric", JmhRows.metric("ms/op", total));
    ObjectNode s = node.putObject("secondaryMetrics");
    s.set(ResultCounter.ROUNDS.key, JmhRows.metric("#", ones));
    for (Map.Entry<String, double[]> c : counters.entrySet()) {
      s.set(c.getKey(), JmhRows.metric("#", c.getValue()));
    }
    return node;
  }

  /**
   * The rounds {@link #pairedRow} pairs: per round, each slot's job time in ms (NaN where that job
   * did not succeed), kept where the plaintext job and at least one encrypted job succeeded.
   */
  private static List<double[]> pairedRounds(
      CommitterSpec spec,
      CommitterResult result,
      String committer,
      String material,
      PairedSlot[] slots) {
    List<double[]> rounds = new ArrayList<double[]>();
    for (int round = 1; round <= spec.rounds; round++) {
      double[] millis = new double[slots.length];
      for (int i = 0; i < slots.length; i++) {
        millis[i] = Double.NaN;
        for (CommitterOutcome o : result.outcomes) {
          if (o.round == round
              && committer.equals(o.committer)
              && slots[i].mode.name().equals(o.mode)
              && o.succeeded
              && CommitterSpec.NO_FAULT.equals(o.fault)
              && (i == 0 || material.equals(o.material))) {
            millis[i] = o.jobMillis;
          }
        }
      }
      if (!Double.isNaN(millis[0]) && (!Double.isNaN(millis[1]) || !Double.isNaN(millis[2]))) {
        rounds.add(millis);
      }
    }
    return rounds;
  }

  /**
   * The paired counters of {@code rounds}, in the order the summary reads them; fills {@code total}
   * (each round's summed job times, ms) and {@code ones} (one round per iteration) on the way.
   */
  private static Map<String, double[]> pairedCounters(
      List<double[]> rounds, PairedSlot[] slots, double[] total, double[] ones) {
    Map<String, double[]> counters = new LinkedHashMap<String, double[]>();
    for (int r = 0; r < rounds.size(); r++) {
      double[] millis = rounds.get(r);
      ones[r] = 1;
      for (int i = 0; i < slots.length; i++) {
        if (Double.isNaN(millis[i])) {
          continue;
        }
        total[r] += millis[i];
        putSlotCounters(counters, slots, i, millis, r, rounds.size());
      }
    }
    return counters;
  }

  /** Slot {@code i}'s counters of round {@code r} (of {@code n}), from the round's job times. */
  private static void putSlotCounters(
      Map<String, double[]> counters, PairedSlot[] slots, int i, double[] millis, int r, int n) {
    put(counters, SlotCounter.WALL_NANOS.of(slots[i]), r, n, millis[i] * 1e6);
    // Neither the job's CPU time (its tasks run on executor threads) nor its file bytes are
    // measured: 0.
    counters.computeIfAbsent(SlotCounter.CPU_NANOS.of(slots[i]), k -> new double[n]);
    counters.computeIfAbsent(SlotCounter.FILE_BYTES.of(slots[i]), k -> new double[n]);
    if (i > 0) {
      double ln = Math.log(millis[i] / millis[0]);
      put(counters, SlotCounter.LN_WALL_RATIO.of(slots[i]), r, n, ln);
      put(counters, SlotCounter.LN_WALL_RATIO_SQUARES.of(slots[i]), r, n, ln * ln);
    }
  }

  private static ObjectNode header(String benchmark, CommitterResult result, int iterations) {
    return JmhRows.header(
        benchmark,
        "spark " + result.sparkVersion + " local[2,2], hadoop " + result.hadoopVersion,
        result.javaVersion,
        result.javaVmName,
        iterations);
  }

  private static ObjectNode row(
      CommitterSpec spec, CommitterResult result, List<CommitterOutcome> jobs) {
    CommitterOutcome first = jobs.get(0);
    ObjectNode node = header(BENCHMARK, result, jobs.size());
    ObjectNode p = node.putObject("params");
    p.put("committer", first.committer);
    p.put("encryption", first.mode);
    p.put("material", first.material);
    p.put("fault", first.fault);
    p.put("latencyMs", String.valueOf(spec.latencyMillis));
    p.put("rows", String.valueOf(spec.rows));
    p.put("files", String.valueOf(spec.files));
    double[] millis = new double[jobs.size()];
    for (int i = 0; i < millis.length; i++) {
      millis[i] = jobs.get(i).jobMillis;
    }
    node.set("primaryMetric", JmhRows.metric("ms/op", millis));
    ObjectNode s = node.putObject("secondaryMetrics");
    Map<String, double[]> counts = new LinkedHashMap<String, double[]>();
    for (int i = 0; i < jobs.size(); i++) {
      CommitterOutcome o = jobs.get(i);
      put(counts, "succeeded", i, jobs.size(), o.succeeded ? 1 : 0);
      put(counts, "parquetFiles", i, jobs.size(), o.parquetFiles);
      put(counts, "keyMaterialFiles", i, jobs.size(), o.keyMaterialFiles);
      put(counts, "readableFiles", i, jobs.size(), o.readableFiles);
      put(counts, "unreadableFiles", i, jobs.size(), o.unreadable.size());
      put(counts, "filesWithoutKeyMaterial", i, jobs.size(), o.withoutKeyMaterial.size());
      put(counts, "unencryptedFiles", i, jobs.size(), o.unencryptedFiles);
      put(counts, "rowsRead", i, jobs.size(), o.rowsRead);
      put(counts, "pendingUploads", i, jobs.size(), o.pendingUploads);
      put(
          counts,
          "successMarkerFiles",
          i,
          jobs.size(),
          "json".equals(o.successMarker)
              ? o.successFiles
              : "empty".equals(o.successMarker) ? 0 : -1);
      for (Map.Entry<String, Long> r : o.requests.entrySet()) {
        put(counts, JOB_REQUESTS + r.getKey(), i, jobs.size(), r.getValue());
      }
      for (Map.Entry<String, Long> r : o.sparkReadRequests.entrySet()) {
        put(counts, SPARK_READ_REQUESTS + r.getKey(), i, jobs.size(), r.getValue());
      }
    }
    for (Map.Entry<String, double[]> c : counts.entrySet()) {
      s.set(c.getKey(), JmhRows.metric("#", c.getValue()));
    }
    // The reasons, for the report: the first job's error and unreadable files.
    if (first.error != null) {
      node.put("error", first.error);
    }
    if (first.sparkReadError != null) {
      node.put("sparkReadError", first.sparkReadError);
    }
    if (!first.unreadable.isEmpty()) {
      node.putPOJO("unreadable", first.unreadable);
    }
    return node;
  }

  private static void put(Map<String, double[]> counts, String name, int i, int n, double value) {
    counts.computeIfAbsent(name, k -> new double[n])[i] = value;
  }
}
