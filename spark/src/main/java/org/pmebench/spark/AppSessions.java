package org.pmebench.spark;

import java.util.Collections;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.pmebench.family.spark.SparkAppSpec;

/**
 * Where an application's SparkSessions come from: one per spark.io.encryption setting at a time.
 */
interface AppSessions {
  /** The Spark settings of {@code io}'s sessions; empty when the session is given, not made. */
  Map<String, String> conf(String io);

  SparkSession open(Map<String, String> conf);

  void close(SparkSession spark);

  /**
   * Sessions as the application makes them: {@code spec}'s settings with {@code io}, stopped when
   * done.
   */
  static AppSessions made(final SparkAppSpec spec, final String keyList) {
    return new AppSessions() {
      @Override
      public Map<String, String> conf(String io) {
        return SparkSettings.of(spec, io, keyList);
      }

      @Override
      public SparkSession open(Map<String, String> conf) {
        return session(spec, conf);
      }

      @Override
      public void close(SparkSession spark) {
        spark.stop();
      }
    };
  }

  /** A session someone else made and stops (tests): the application keeps {@code spec.io}. */
  static AppSessions given(final SparkSession spark) {
    return new AppSessions() {
      @Override
      public Map<String, String> conf(String io) {
        return Collections.emptyMap();
      }

      @Override
      public SparkSession open(Map<String, String> conf) {
        return spark;
      }

      @Override
      public void close(SparkSession s) {}
    };
  }

  /**
   * A SparkSession of {@code spec}'s application with {@code conf}; the spec's master unless
   * spark-submit gave one.
   */
  static SparkSession session(SparkAppSpec spec, Map<String, String> conf) {
    SparkSession.Builder builder = SparkSession.builder().appName(spec.appName);
    if (spec.master != null && System.getProperty("spark.master") == null) {
      builder.master(spec.master);
    }
    for (Map.Entry<String, String> e : conf.entrySet()) {
      builder.config(e.getKey(), e.getValue());
    }
    SparkSession spark = builder.getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    return spark;
  }
}
