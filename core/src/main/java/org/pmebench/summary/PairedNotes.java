package org.pmebench.summary;

import org.pmebench.floor.CipherFloor;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.ExtraCost;
import org.pmebench.stats.ModelVerdict;
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
   * same mode and rounds (measured, wall and CPU, and the cost model's), with the subset's shares
   * of encrypted bytes, modules and columns, and the answer: what the cost is proportional to.
   */
  static SubsetNote subsetShare(SubsetShare share) {
    SubsetNote n = new SubsetNote();
    n.wall = Estimates.quotient(share.wall);
    n.cpu = share.cpu == null ? null : Estimates.quotient(share.cpu);
    if (share.modelWall != null) {
      n.model = new WallAndCpu();
      n.model.wall = Estimates.quotient(share.modelWall);
      n.model.cpu = share.modelCpu == null ? null : Estimates.quotient(share.modelCpu);
    }
    n.shares.encryptedBytes = share.byteShare;
    n.shares.modules = share.moduleShare;
    n.shares.moduleBytes = share.moduleByteShare;
    n.shares.columns = share.columnShare;
    n.basis = share.basis();
    n.answer = share.answer();
    return n;
  }

  /**
   * {@code control}: the A/A control of the same rounds (second plaintext file over plaintext), its
   * ratio and interval for wall and CPU time, the bias it tolerates ({@code threshold}) and a
   * verdict: {@code ok}, or {@code biased} when its interval excludes 1 by at least that threshold,
   * the smaller of 1% and a quarter of the row's overhead (the rounds favour one file over an
   * identical one by enough to change the answer; the gate does not compare such rows). Null for a
   * result without it.
   */
  static ControlNote control(PairedRatio ratio, JmhResult.Timing timing) {
    if (ratio.control.wall == null) {
      return null;
    }
    ControlNote c = new ControlNote();
    c.wall = Estimates.estimate(ratio.control.wall, timing);
    c.cpu = ratio.control.cpu == null ? null : Estimates.estimate(ratio.control.cpu, timing);
    boolean cpu = ratio.control.cpu != null && ratio.cpu != null;
    PairedRatio.Estimate overhead = cpu ? ratio.cpu : ratio.wall;
    c.threshold = Summary.controlThreshold(overhead);
    c.verdict = Summary.controlVerdict(cpu ? ratio.control.cpu : ratio.control.wall, overhead);
    return c;
  }

  /**
   * {@code model}: the cost model beside the measurement. The file's modules and bytes per cipher
   * (exact counts of PME's calls), the replayed crypto work's time over the plaintext file's in the
   * same rounds as a predicted ratio (1 + that fraction) for wall and CPU time, and whether the
   * prediction and the measured ratio agree: the interval of their difference within 0.5 points
   * ({@code verdict} agrees), outside it and away from 0 (disagrees: a finding, the encrypted file
   * costs more or less than its crypto work, e.g. JIT or GC), or neither (not resolved). Null where
   * the row has no model.
   */
  static ModelNote model(PairedRatio ratio, JmhResult.Timing timing, CipherFloor floor) {
    if (ratio.model.wall == null) {
      return null;
    }
    ModelNote m = new ModelNote();
    m.modulesPerFile = new ModelNote.Modules();
    m.modulesPerFile.gcm = ratio.model.gcmModules;
    m.modulesPerFile.gcmBytes = ratio.model.gcmModuleBytes;
    m.modulesPerFile.ctr = ratio.model.ctrModules;
    m.modulesPerFile.ctrBytes = ratio.model.ctrModuleBytes;
    m.modulesPerFile.ciphers = ratio.model.ciphers;
    m.wall = predicted(ratio.model.wall, ratio.wall, timing);
    m.cpu =
        ratio.model.cpu != null && ratio.cpu != null
            ? predicted(ratio.model.cpu, ratio.cpu, timing)
            : null;
    m.split = split(ratio);
    if (floor != null) {
      double nanos =
          floor.nanos(
              ratio.model.gcmModules,
              ratio.model.gcmModuleBytes,
              ratio.model.ctrModules,
              ratio.model.ctrModuleBytes);
      double plaintext =
          ratio.cpu != null && ratio.plaintextCpuMillis > 0
              ? ratio.plaintextCpuMillis
              : ratio.plaintextMillis;
      if (!Double.isNaN(nanos) && plaintext > 0) {
        m.floor = new ModelNote.FloorCost();
        m.floor.ratio = 1 + nanos / (plaintext * 1e6);
        m.floor.microsPerFile = nanos / 1e3;
      }
    }
    return m;
  }

  /**
   * {@code floor}: the OpenSSL lines the run fitted (ns per call and per byte, per construction).
   */
  static FloorNote floor(CipherFloor floor) {
    FloorNote f = new FloorNote();
    f.source = floor.source;
    f.method =
        "openssl speed -evp aes-128-<gcm|ctr> -mr (encryption, one thread), time per call "
            + "as perCall + perByte x size through its smallest (16 B) and largest (16 KiB) size";
    f.gcm = line(floor.gcm);
    f.ctr = floor.ctr == null ? null : line(floor.ctr);
    return f;
  }

  private static FloorNote.Line line(CipherFloor.Line fit) {
    FloorNote.Line line = new FloorNote.Line();
    line.perCallNanos = fit.perCallNanos;
    line.perByteNanos = fit.perByteNanos;
    line.sizes = fit.sizes;
    return line;
  }

  /**
   * {@code split}: where the cost model's replay spent its wall time, per file: cipher objects, and
   * per construction its modules with the per-call and per-byte parts of a line fitted through
   * their (size, time), in nanoseconds per call and per byte and as points of the CPU model's
   * overhead ({@code points}: the model's fraction x each part's share of the replay). Null without
   * a replay time.
   */
  static ModelNote.Split split(PairedRatio ratio) {
    if (Double.isNaN(ratio.model.replayNanos) || !(ratio.model.replayNanos > 0)) {
      return null;
    }
    ModelNote.Split s = new ModelNote.Split();
    double replay = ratio.model.replayNanos;
    s.replayMicrosPerFile = replay / 1e3;
    PairedRatio.Estimate fraction = ratio.model.cpu != null ? ratio.model.cpu : ratio.model.wall;
    double points = fraction.ratio * 100 / replay;
    s.objectShare = ratio.model.replayObjectNanos / replay;
    s.points = new ModelNote.Points();
    s.points.objects = ratio.model.replayObjectNanos * points;
    double calls = 0;
    double bytes = 0;
    boolean separable = true;
    double[][] parts = {
      {
        ratio.model.gcmModules,
        ratio.model.gcmModuleBytes,
        ratio.model.replayGcmNanos,
        ratio.model.replayGcmCallNanos
      },
      {
        ratio.model.ctrModules,
        ratio.model.ctrModuleBytes,
        ratio.model.replayCtrNanos,
        ratio.model.replayCtrCallNanos
      }
    };
    ModelNote.Construction[] constructions = new ModelNote.Construction[parts.length];
    for (int i = 0; i < parts.length; i++) {
      double modules = parts[i][0];
      double nanos = parts[i][2];
      double call = parts[i][3];
      if (!(modules > 0)) {
        continue;
      }
      ModelNote.Construction c = new ModelNote.Construction();
      constructions[i] = c;
      c.share = nanos / replay;
      c.nanosPerModule = nanos / modules;
      c.separable = call != 0;
      if (!c.separable) {
        separable = false;
        continue;
      }
      c.perCallNanos = call / modules;
      c.perByteNanos = (nanos - call) / parts[i][1];
      c.callShare = call / replay;
      calls += call;
      bytes += nanos - call;
    }
    s.gcm = constructions[0];
    s.ctr = constructions[1];
    s.points.calls = separable ? calls * points : Double.NaN;
    s.points.bytes = separable ? bytes * points : Double.NaN;
    return s;
  }

  /**
   * The predicted ratio 1 + fraction with its interval, whether it agrees with {@code measured},
   * and measured / predicted ({@code unexplained}).
   */
  static RowEstimate predicted(
      PairedRatio.Estimate fraction, PairedRatio.Estimate measured, JmhResult.Timing timing) {
    Prediction p = new Prediction();
    p.ratio = 1 + fraction.ratio;
    p.low = 1 + fraction.low;
    p.high = 1 + fraction.high;
    if (fraction.hasInterval()) {
      p.interval = fraction.roundsOnly() ? Summary.ROUNDS_ONLY : Summary.FORKS;
    }
    p.verdict = ModelVerdict.of(fraction, measured);
    if (p.verdict != null) {
      p.agrees =
          ModelVerdict.NOT_RESOLVED.equals(p.verdict)
              ? null
              : ModelVerdict.AGREES.equals(p.verdict);
      double[] d = ModelVerdict.difference(fraction, measured);
      p.difference = AttributionNote.Share.of(d[1], d[0], d[2]);
    }
    p.unexplained = measured.ratio / (1 + fraction.ratio);
    p.steadyState = SteadyStateNote.of(fraction.steadyState, timing);
    p.steadyState.ratio = 1 + fraction.steadyState.steadyCost();
    return p;
  }

  /**
   * {@code extraCost}: the encrypted file's time minus the plaintext file's per operation, wall and
   * CPU, and per encrypted byte and module where the cost model counted them. Null without it.
   */
  static ExtraCostNote extraCost(PairedRatio ratio) {
    if (ratio.extraWall == null) {
      return null;
    }
    ExtraCostNote n = new ExtraCostNote();
    n.wallMicros = share(ratio.extraWall.per(1e3));
    n.cpuMicros = ratio.extraCpu == null ? null : share(ratio.extraCpu.per(1e3));
    n.processCpuMicros = ratio.process.extra == null ? null : share(ratio.process.extra.per(1e3));
    n.interval = ratio.extraWall.interval;
    n.replicates = ratio.extraWall.replicates;
    ExtraCost extra = ratio.extraCpu != null ? ratio.extraCpu : ratio.extraWall;
    double bytes = ratio.model.gcmModuleBytes + ratio.model.ctrModuleBytes;
    double modules = ratio.model.gcmModules + ratio.model.ctrModules;
    if (bytes > 0 && modules > 0) {
      n.encryptedBytes = bytes;
      n.modules = modules;
      n.nanosPerEncryptedByte = share(extra.per(bytes));
      n.microsPerModule = share(extra.per(modules * 1e3));
    }
    return n;
  }

  private static AttributionNote.Share share(ExtraCost c) {
    return AttributionNote.Share.of(c.value, c.low, c.high);
  }

  /**
   * {@code gc}: collections and their milliseconds per round while the plaintext, encrypted and
   * control files ran, and the bytes the thread allocated per file where the run counted them. Null
   * where the run did not count them.
   */
  static GcNote gc(PairedRatio ratio) {
    if (Double.isNaN(ratio.garbage.plaintextCollections)) {
      return null;
    }
    GcNote g = new GcNote();
    g.plaintextCollectionsPerRound = ratio.garbage.plaintextCollections;
    g.encryptedCollectionsPerRound = ratio.garbage.encryptedCollections;
    g.controlCollectionsPerRound = ratio.garbage.controlCollections;
    g.plaintextMillisPerRound = ratio.garbage.plaintextGcMillis;
    g.encryptedMillisPerRound = ratio.garbage.encryptedGcMillis;
    if (!Double.isNaN(ratio.garbage.plaintextAllocatedBytes)) {
      g.plaintextAllocatedBytesPerFile = ratio.garbage.plaintextAllocatedBytes;
      g.encryptedAllocatedBytesPerFile = ratio.garbage.encryptedAllocatedBytes;
      g.controlAllocatedBytesPerFile = ratio.garbage.controlAllocatedBytes;
    }
    if (!Double.isNaN(ratio.process.plaintextJvmThreadsNanos)) {
      g.plaintextJvmThreadsMicrosPerFile = ratio.process.plaintextJvmThreadsNanos / 1e3;
      g.encryptedJvmThreadsMicrosPerFile = ratio.process.encryptedJvmThreadsNanos / 1e3;
      g.plaintextJitMicrosPerFile = ratio.process.plaintextJitThreadsNanos / 1e3;
      g.encryptedJitMicrosPerFile = ratio.process.encryptedJitThreadsNanos / 1e3;
      if (!Double.isNaN(ratio.process.plaintextGcPauseThreadsNanos)) {
        g.plaintextGcPauseMicrosPerFile = ratio.process.plaintextGcPauseThreadsNanos / 1e3;
        g.encryptedGcPauseMicrosPerFile = ratio.process.encryptedGcPauseThreadsNanos / 1e3;
      }
    }
    return g;
  }
}
