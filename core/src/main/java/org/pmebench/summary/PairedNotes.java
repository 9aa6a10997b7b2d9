package org.pmebench.summary;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pmebench.floor.CipherFloor;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SubsetShare;

/**
 * What a paired overhead row says beside its ratio: the A/A control, the ratio against both
 * plaintext files, the cost model (with its split and floor), GC, and the subset's share of all
 * columns; and the run's floor section.
 */
final class PairedNotes {
  private PairedNotes() {}

  /**
   * {@code subsetOverAll}: the subset file's overhead over the all-columns file's overhead of the
   * same mode and rounds (measured, wall and CPU, and the cost model's), with the subset's shares of
   * encrypted bytes, modules and columns, and the answer: what the cost is proportional to.
   */
  static void subsetShare(ObjectNode o, SubsetShare share) {
    Estimates.quotient(o.putObject("wall"), share.wall);
    if (share.cpu != null) {
      Estimates.quotient(o.putObject("cpu"), share.cpu);
    } else {
      o.putNull("cpu");
    }
    if (share.modelWall != null) {
      ObjectNode m = o.putObject("model");
      Estimates.quotient(m.putObject("wall"), share.modelWall);
      if (share.modelCpu != null) {
        Estimates.quotient(m.putObject("cpu"), share.modelCpu);
      } else {
        m.putNull("cpu");
      }
    }
    ObjectNode shares = o.putObject("shares");
    Estimates.number(shares, "encryptedBytes", share.byteShare);
    Estimates.number(shares, "modules", share.moduleShare);
    Estimates.number(shares, "moduleBytes", share.moduleByteShare);
    Estimates.number(shares, "columns", share.columnShare);
    o.put("basis", share.basis());
    o.put("answer", share.answer());
  }

  /**
   * {@code control}: the A/A control of the same rounds (second plaintext file over plaintext), its
   * ratio and interval for wall and CPU time, and a verdict: {@code ok}, or {@code biased} when its
   * interval leaves 1 by more than {@value Summary#CONTROL_TOLERANCE_PERCENT}% (the rounds favour one file
   * over an identical one; the gate will not compare such rows). A result without it says why.
   */
  static void control(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing) {
    if (ratio.controlWall == null) {
      o.putNull("control");
      o.put("controlNote", Summary.NO_CONTROL);
      return;
    }
    ControlNote c = new ControlNote();
    c.wall = Estimates.estimate(ratio.controlWall, timing);
    c.cpu = ratio.controlCpu == null ? null : Estimates.estimate(ratio.controlCpu, timing);
    c.verdict = Summary.controlVerdict(ratio.controlCpu != null ? ratio.controlCpu : ratio.controlWall);
    o.set("control", SummaryJson.tree(c));
  }

  /** {@code vsBothPlaintext}: the encrypted file over the geometric mean of plaintext and control, if any. */
  static void vsBothPlaintext(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing) {
    if (ratio.pooledWall != null) {
      Estimates.wallAndCpu(o.putObject("vsBothPlaintext"), ratio.pooledWall, ratio.pooledCpu, timing);
    }
  }

  /**
   * {@code model}: the cost model beside the measurement. The file's modules and bytes per cipher
   * (exact counts of PME's calls), the replayed crypto work's time over the plaintext file's in the
   * same rounds as a predicted ratio (1 + that fraction) for wall and CPU time, and whether the
   * prediction and the measured ratio agree: their intervals overlap ({@code agrees}), or not
   * (a finding: the encrypted file costs more or less than its crypto work, e.g. JIT or GC).
   */
  static void model(ObjectNode o, PairedRatio ratio, JmhResult.Timing timing, CipherFloor floor) {
    if (ratio.modelWall == null) {
      return;
    }
    ObjectNode m = o.putObject("model");
    ObjectNode modules = m.putObject("modulesPerFile");
    Estimates.number(modules, "gcm", ratio.gcmModules);
    Estimates.number(modules, "gcmBytes", ratio.gcmModuleBytes);
    Estimates.number(modules, "ctr", ratio.ctrModules);
    Estimates.number(modules, "ctrBytes", ratio.ctrModuleBytes);
    Estimates.number(modules, "ciphers", ratio.ciphers);
    predicted(m.putObject("wall"), ratio.modelWall, ratio.wall, timing);
    if (ratio.modelCpu != null && ratio.cpu != null) {
      predicted(m.putObject("cpu"), ratio.modelCpu, ratio.cpu, timing);
    } else {
      m.putNull("cpu");
    }
    split(m, ratio);
    if (floor != null) {
      double nanos = floor.nanos(ratio.gcmModules, ratio.gcmModuleBytes, ratio.ctrModules, ratio.ctrModuleBytes);
      double plaintext = ratio.cpu != null && ratio.plaintextCpuMillis > 0 ? ratio.plaintextCpuMillis
          : ratio.plaintextMillis;
      if (!Double.isNaN(nanos) && plaintext > 0) {
        ObjectNode f = m.putObject("floor");
        f.put("ratio", 1 + nanos / (plaintext * 1e6));
        f.put("microsPerFile", nanos / 1e3);
      }
    }
  }

  /** {@code floor}: the OpenSSL lines the run fitted (ns per call and per byte, per construction). */
  static void floor(ObjectNode node, CipherFloor floor) {
    node.put("source", floor.source);
    node.put("method", "openssl speed -evp aes-128-<gcm|ctr> -mr (encryption, one thread), time per call "
        + "as perCall + perByte x size through its smallest (16 B) and largest (16 KiB) size");
    line(node.putObject("gcm"), floor.gcm);
    if (floor.ctr != null) {
      line(node.putObject("ctr"), floor.ctr);
    } else {
      node.putNull("ctr");
    }
  }

  static void line(ObjectNode node, CipherFloor.Line line) {
    node.put("perCallNanos", line.perCallNanos);
    node.put("perByteNanos", line.perByteNanos);
    node.put("sizes", line.sizes);
  }

  /**
   * {@code split}: where the cost model's replay spent its wall time, per file: cipher objects, and
   * per construction its modules with the per-call and per-byte parts of a line fitted through
   * their (size, time), in nanoseconds per call and per byte and as points of the CPU model's
   * overhead ({@code points}: the model's fraction x each part's share of the replay).
   */
  static void split(ObjectNode m, PairedRatio ratio) {
    if (Double.isNaN(ratio.replayNanos) || !(ratio.replayNanos > 0)) {
      return;
    }
    ObjectNode s = m.putObject("split");
    double replay = ratio.replayNanos;
    s.put("replayMicrosPerFile", replay / 1e3);
    PairedRatio.Estimate fraction = ratio.modelCpu != null ? ratio.modelCpu : ratio.modelWall;
    double points = fraction.ratio * 100 / replay;
    s.put("objectShare", ratio.replayObjectNanos / replay);
    ObjectNode p = s.putObject("points");
    p.put("objects", ratio.replayObjectNanos * points);
    double calls = 0;
    double bytes = 0;
    boolean separable = true;
    String[] names = {"gcm", "ctr"};
    double[][] parts = {{ratio.gcmModules, ratio.gcmModuleBytes, ratio.replayGcmNanos, ratio.replayGcmCallNanos},
        {ratio.ctrModules, ratio.ctrModuleBytes, ratio.replayCtrNanos, ratio.replayCtrCallNanos}};
    for (int i = 0; i < names.length; i++) {
      double modules = parts[i][0];
      double nanos = parts[i][2];
      double call = parts[i][3];
      if (!(modules > 0)) {
        continue;
      }
      ObjectNode c = s.putObject(names[i]);
      c.put("share", nanos / replay);
      c.put("nanosPerModule", nanos / modules);
      if (call == 0) {
        c.put("separable", false);
        separable = false;
        continue;
      }
      c.put("separable", true);
      c.put("perCallNanos", call / modules);
      c.put("perByteNanos", (nanos - call) / parts[i][1]);
      c.put("callShare", call / replay);
      calls += call;
      bytes += nanos - call;
    }
    if (separable) {
      p.put("calls", calls * points);
      p.put("bytes", bytes * points);
    } else {
      p.putNull("calls");
      p.putNull("bytes");
    }
  }

  /**
   * The predicted ratio 1 + fraction with its interval, whether it agrees with {@code measured}, and
   * measured / predicted ({@code unexplained}).
   */
  static void predicted(ObjectNode node, PairedRatio.Estimate fraction, PairedRatio.Estimate measured,
      JmhResult.Timing timing) {
    node.put("ratio", 1 + fraction.ratio);
    Estimates.number(node, "low", 1 + fraction.low);
    Estimates.number(node, "high", 1 + fraction.high);
    if (fraction.hasInterval()) {
      node.put("interval", fraction.roundsOnly() ? Summary.ROUNDS_ONLY : Summary.FORKS);
    }
    if (fraction.hasInterval() && measured.hasInterval()) {
      node.put("agrees", PairedRatio.agrees(fraction, measured));
    }
    node.put("unexplained", measured.ratio / (1 + fraction.ratio));
    Estimates.number(Estimates.steadyState(node, fraction.steadyState, timing), "ratio", 1 + fraction.steadyState.steadyCost());
  }

  /**
   * {@code gc}: collections and their milliseconds per round while the plaintext, encrypted and
   * control files ran, and the bytes the thread allocated per file where the run counted them.
   */
  static void gc(ObjectNode o, PairedRatio ratio) {
    if (Double.isNaN(ratio.plaintextCollections)) {
      return;
    }
    GcNote g = new GcNote();
    g.plaintextCollectionsPerRound = ratio.plaintextCollections;
    g.encryptedCollectionsPerRound = ratio.encryptedCollections;
    g.controlCollectionsPerRound = ratio.controlCollections;
    g.plaintextMillisPerRound = ratio.plaintextGcMillis;
    g.encryptedMillisPerRound = ratio.encryptedGcMillis;
    if (!Double.isNaN(ratio.plaintextAllocatedBytes)) {
      g.plaintextAllocatedBytesPerFile = ratio.plaintextAllocatedBytes;
      g.encryptedAllocatedBytesPerFile = ratio.encryptedAllocatedBytes;
      g.controlAllocatedBytesPerFile = ratio.controlAllocatedBytes;
    }
    o.set("gc", SummaryJson.tree(g));
  }
}
