package org.pmebench.family.s3;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.statistics.IOStatistics;
import org.apache.hadoop.fs.statistics.IOStatisticsSnapshot;
import org.apache.hadoop.fs.statistics.IOStatisticsSupport;

/**
 * The S3 requests one operation made, by kind, from S3A's own counters ({@code IOStatistics}) of
 * the file system that ran it: a snapshot before, one after, the difference.
 */
public final class RequestCounts {
  /** Kinds of request, each the sum of the S3A counters named with it. */
  static final Map<String, String[]> KINDS = new LinkedHashMap<String, String[]>();

  static {
    KINDS.put("head", new String[] {"action_http_head_request"});
    KINDS.put("get", new String[] {"action_http_get_request"});
    KINDS.put("put", new String[] {"object_put_request"});
    KINDS.put("list", new String[] {"object_list_request", "object_continue_list_request"});
    KINDS.put("delete", new String[] {"object_delete_request", "object_bulk_delete_request"});
    KINDS.put("copy", new String[] {"object_copy_requests"});
    KINDS.put("multipartStart", new String[] {"object_multipart_initiated"});
    KINDS.put("multipartComplete", new String[] {"multipart_upload_completed"});
    KINDS.put("multipartAbort", new String[] {"object_multipart_aborted"});
  }

  /** Not requests: what they carried. */
  static final String PUT_BYTES = "object_put_bytes";

  static final String READ_BYTES = "stream_read_bytes";

  private final Map<String, Long> requests;
  public final long putBytes;
  public final long readBytes;

  RequestCounts(Map<String, Long> requests, long putBytes, long readBytes) {
    this.requests = Collections.unmodifiableMap(new LinkedHashMap<String, Long>(requests));
    this.putBytes = putBytes;
    this.readBytes = readBytes;
  }

  /** The counters of {@code fs} now, to subtract later. */
  public static IOStatisticsSnapshot snapshot(FileSystem fs) {
    IOStatistics stats = IOStatisticsSupport.retrieveIOStatistics(fs);
    if (stats == null) {
      throw new IllegalArgumentException(fs.getUri() + " keeps no IOStatistics (not S3A?)");
    }
    return IOStatisticsSupport.snapshotIOStatistics(stats);
  }

  /** What happened on {@code fs} since {@code before}. */
  public static RequestCounts since(IOStatisticsSnapshot before, FileSystem fs) {
    return between(before.counters(), snapshot(fs).counters());
  }

  static RequestCounts between(Map<String, Long> before, Map<String, Long> after) {
    Map<String, Long> requests = new LinkedHashMap<String, Long>();
    for (Map.Entry<String, String[]> kind : KINDS.entrySet()) {
      long n = 0;
      for (String counter : kind.getValue()) {
        n += delta(before, after, counter);
      }
      requests.put(kind.getKey(), n);
    }
    return new RequestCounts(
        requests, delta(before, after, PUT_BYTES), delta(before, after, READ_BYTES));
  }

  private static long delta(Map<String, Long> before, Map<String, Long> after, String counter) {
    Long a = after.get(counter);
    Long b = before.get(counter);
    return (a == null ? 0 : a) - (b == null ? 0 : b);
  }

  /** Requests by kind, every kind present (0 when none). */
  public Map<String, Long> byKind() {
    return requests;
  }

  public long get(String kind) {
    Long n = requests.get(kind);
    if (n == null) {
      throw new IllegalArgumentException(
          "unknown request kind '" + kind + "'; known: " + KINDS.keySet());
    }
    return n;
  }

  public long total() {
    long n = 0;
    for (long v : requests.values()) {
      n += v;
    }
    return n;
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, Long> e : requests.entrySet()) {
      if (e.getValue() != 0) {
        s.append(s.length() > 0 ? " " : "").append(e.getKey()).append('=').append(e.getValue());
      }
    }
    return (s.length() == 0 ? "none" : s.toString())
        + " ("
        + putBytes
        + " B put, "
        + readBytes
        + " B read)";
  }
}
