package org.pmebench.family.s3;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the s3 family tells its JMH forks where the servers are: one endpoint per added latency, in
 * the system property {@value #PROPERTY} ({@code 0=http://127.0.0.1:41234,20=http://...}), the
 * bucket in {@value #BUCKET_PROPERTY}; the suite's own servers are recognised by their loopback
 * address and get the suite's credentials, a user's endpoint the AWS credentials chain.
 */
public final class S3Endpoints {
  public static final String PROPERTY = "pmebench.s3.endpoints";
  public static final String BUCKET_PROPERTY = "pmebench.s3.bucket";
  public static final String LOCAL_PROPERTY = "pmebench.s3.local";

  private S3Endpoints() {}

  /** The JVM arguments that pass {@code endpoints} (latency in ms to endpoint) to a fork. */
  public static String[] jvmArgs(Map<Integer, S3Endpoint> endpoints, boolean local) {
    StringBuilder s = new StringBuilder();
    String bucket = null;
    for (Map.Entry<Integer, S3Endpoint> e : endpoints.entrySet()) {
      s.append(s.length() > 0 ? "," : "").append(e.getKey()).append('=').append(e.getValue().url);
      bucket = e.getValue().bucket;
    }
    return new String[] {
      "-D" + PROPERTY + "=" + s,
      "-D" + BUCKET_PROPERTY + "=" + bucket,
      "-D" + LOCAL_PROPERTY + "=" + local
    };
  }

  /** The endpoint of {@code latencyMillis} in this JVM's system properties. */
  public static S3Endpoint forLatency(int latencyMillis) {
    Map<Integer, String> urls = parse(System.getProperty(PROPERTY, ""));
    String url = urls.get(latencyMillis);
    if (url == null) {
      throw new IllegalStateException(
          "no S3 endpoint with "
              + latencyMillis
              + " ms latency in -D"
              + PROPERTY
              + " ("
              + urls.keySet()
              + "): the s3 family starts the servers and passes them; run it through pmebench run");
    }
    boolean local = Boolean.parseBoolean(System.getProperty(LOCAL_PROPERTY, "true"));
    String bucket = System.getProperty(BUCKET_PROPERTY, S3Endpoint.DEFAULT_BUCKET);
    return local ? S3Endpoint.local(url) : S3Endpoint.external(url, bucket);
  }

  static Map<Integer, String> parse(String value) {
    Map<Integer, String> urls = new LinkedHashMap<Integer, String>();
    for (String entry : value.split(",")) {
      int eq = entry.indexOf('=');
      if (eq > 0) {
        urls.put(Integer.parseInt(entry.substring(0, eq).trim()), entry.substring(eq + 1).trim());
      }
    }
    return urls;
  }
}
