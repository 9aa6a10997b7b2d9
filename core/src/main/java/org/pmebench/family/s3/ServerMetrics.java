package org.pmebench.family.s3;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** S3Proxy's Prometheus text: how many requests it answered per S3 operation. */
final class ServerMetrics {
  private static final Pattern COUNT =
      Pattern.compile(
          "^http_server_request_duration_seconds_count\\{([^}]*)\\}\\s+([0-9.eE+]+)\\s*$");
  private static final Pattern OPERATION = Pattern.compile("s3_operation=\"([^\"]*)\"");

  private ServerMetrics() {}

  /** Requests per {@code s3_operation}, summed over methods and status codes. */
  static Map<String, Long> requestsPerOperation(String prometheusText) {
    Map<String, Long> counts = new TreeMap<String, Long>();
    for (String line : prometheusText.split("\n")) {
      Matcher m = COUNT.matcher(line.trim());
      if (!m.matches()) {
        continue;
      }
      Matcher op = OPERATION.matcher(m.group(1));
      String operation = op.find() ? op.group(1) : "Unknown";
      Long before = counts.get(operation);
      counts.put(operation, (before == null ? 0 : before) + (long) Double.parseDouble(m.group(2)));
    }
    return counts;
  }

  /** {@code after - before} per operation, operations without a change left out. */
  static Map<String, Long> difference(Map<String, Long> before, Map<String, Long> after) {
    Map<String, Long> d = new TreeMap<String, Long>();
    for (Map.Entry<String, Long> e : after.entrySet()) {
      Long b = before.get(e.getKey());
      long n = e.getValue() - (b == null ? 0 : b);
      if (n != 0) {
        d.put(e.getKey(), n);
      }
    }
    return d;
  }
}
