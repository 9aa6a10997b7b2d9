package org.pmebench.spark;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkEnv;
import org.apache.spark.sql.SparkSession;
import org.pmebench.family.spark.SparkAppResult;
import org.pmebench.family.spark.SparkAppSpec;
import org.pmebench.family.spark.SparkMatrix;

/**
 * An application's SparkSessions, one spark.io.encryption setting at a time: the open one,
 * switching to another setting (the session stopped and one of the other setting started, checked
 * that its streams encrypt as asked), and settings that leave when their session cannot be had.
 */
final class IoSessions {
  private final SparkAppSpec spec;
  private final SparkAppResult result;
  private final AppSessions sessions;
  private final boolean alternating;

  /** The settings an alternating application still runs (a setting whose session fails leaves). */
  private final List<String> alternated = new ArrayList<String>();

  /** Per mode, per table: where its PME table was written. */
  private final Map<String, Map<String, String>> written;

  private OpenSession current;

  IoSessions(
      SparkAppSpec spec,
      SparkAppResult result,
      AppSessions sessions,
      Map<String, Map<String, String>> written) {
    this.spec = spec;
    this.result = result;
    this.sessions = sessions;
    this.written = written;
    this.alternating = !spec.ioSessions.isEmpty();
    this.alternated.addAll(spec.ioSessions);
  }

  /** Whether each round runs in a session of every setting ({@link SparkAppSpec#ioSessions}). */
  boolean alternating() {
    return alternating;
  }

  /** The settings still in the application, in their order. */
  List<String> settings() {
    return new ArrayList<String>(alternated);
  }

  /** The open session (null before the first and after the last). */
  OpenSession current() {
    return current;
  }

  /**
   * Whether the session of {@code io} is open: the current one, or one just started (else {@code
   * io} was dropped).
   */
  boolean switchTo(String io) {
    if (current != null && io.equals(current.recording.io)) {
      return true;
    }
    close();
    try {
      open(io);
      return true;
    } catch (SparkAppFailure e) {
      if (io.equals(spec.io)) {
        throw e;
      }
      drop(io, e.getMessage());
      return false;
    }
  }

  /**
   * A setting whose session cannot be had (its cipher is missing, the session does not start or
   * does not encrypt as asked) leaves the application with everything it measured, named with why;
   * the other settings go on. The writing session's setting cannot leave: the application fails.
   */
  private void drop(String io, String why) {
    alternated.remove(io);
    result.sessions.remove(io);
    result.sessionFailures.put(io, why);
    SparkBenchApp.progress("spark.io.encryption %s dropped from this application: %s", io, why);
  }

  /**
   * Starts the session of {@code io} and checks that Spark's streams really get what it asks for:
   * encryption on or off, and the cipher commons-crypto gives outside Spark (a session that kept an
   * earlier session's settings, or a cipher that fell back, fails the application, named).
   */
  void open(String io) {
    Map<String, String> conf = sessions.conf(io);
    String expected = null;
    boolean encrypts = SparkMatrix.encrypts(io);
    if (!conf.isEmpty() && encrypts) {
      try {
        expected = IoCipherProbe.cipherClass(conf);
      } catch (IoCipherProbe.ProbeFailure e) {
        throw new SparkAppFailure(e.getMessage());
      }
      if ("openssl".equals(io) && !SparkSettings.OPENSSL_CIPHER.equals(expected)) {
        throw new SparkAppFailure("asked for commons-crypto's OpenSSL cipher, got " + expected);
      }
    }
    long t0 = System.nanoTime();
    SparkSession spark;
    try {
      spark = sessions.open(conf);
    } catch (RuntimeException e) {
      throw new SparkAppFailure(
          "starting the Spark session with spark.io.encryption "
              + io
              + " failed: "
              + SparkAppFailure.oneLine(e));
    }
    SparkAppResult recording = recording(io);
    current = new OpenSession(spark, recording, written);
    String actual = SessionCipherProbe.cipherClass(SparkEnv.get().serializerManager());
    if (!conf.isEmpty()
        && (encrypts == (actual == null) || expected != null && !expected.equals(actual))) {
      throw new SparkAppFailure(
          "the Spark session for spark.io.encryption "
              + io
              + " encrypts its streams with "
              + (actual == null ? "nothing" : actual)
              + (expected == null ? "" : " instead of " + expected)
              + " (a session of other settings was still running?)");
    }
    if (!conf.isEmpty()) {
      recording.conf = SparkSettings.recordable(conf);
    }
    recording.io = io;
    recording.ioEncryptionEnabled = actual != null;
    recording.ioCipherClass = actual;
    recording.sparkConfSettings = SparkEnv.get().conf().getAll().length;
    describeRuntime(spark, recording);
    if (alternating && result.sparkVersion == null) {
      describeRuntime(spark, result);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    recording.sessionStarts++;
    recording.sessionStartSeconds += seconds;
    if (alternating && recording.sessionStarts == 1) {
      SparkBenchApp.progress(
          "session with spark.io.encryption %s%s started in %.1f s (restarted whenever the "
              + "setting changes)",
          io, actual == null ? "" : " (" + actual + ")", seconds);
    }
  }

  /**
   * Where measurements of {@code io}'s sessions go: the result itself, or its entry for the
   * setting.
   */
  private SparkAppResult recording(String io) {
    if (!alternating) {
      return result;
    }
    SparkAppResult r = result.sessions.get(io);
    if (r == null) {
      r = new SparkAppResult();
      r.appName = result.appName;
      result.sessions.put(io, r);
    }
    return r;
  }

  void close() {
    if (current == null) {
      return;
    }
    OpenSession s = current;
    current = null;
    s.recording.tasksOutsideGroups += s.taskMetrics.tasksOutsideGroups();
    s.taskMetrics.close();
    try {
      sessions.close(s.spark);
    } catch (RuntimeException e) {
      throw new SparkAppFailure(
          "stopping the Spark session with spark.io.encryption "
              + s.recording.io
              + " failed: "
              + SparkAppFailure.oneLine(e));
    }
  }

  private void describeRuntime(SparkSession spark, SparkAppResult r) {
    boolean first = r.sparkVersion == null;
    r.sparkVersion = spark.version();
    r.master = spark.sparkContext().master();
    r.javaVersion = System.getProperty("java.version");
    r.javaVmName = System.getProperty("java.vm.name");
    r.jvmArgs = ManagementFactory.getRuntimeMXBean().getInputArguments();
    r.defaultParallelism = spark.sparkContext().defaultParallelism();
    r.cpuMeasured = current.cpuMeasured;
    if (first) {
      r.taskMetrics = true;
      if (!alternating || r == result) {
        SparkBenchApp.progress(
            "Spark %s, master %s, Java %s; spark.io.encryption %s%s",
            r.sparkVersion,
            r.master,
            r.javaVersion,
            alternating ? String.join(", ", spec.ioSessions) + " in turn" : spec.io,
            r.ioCipherClass == null || alternating ? "" : " (" + r.ioCipherClass + ")");
      }
    }
  }
}
