package org.pmebench.family.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's S3 server: a real S3Proxy in its own JVM, started, answering, counting and always
 * stopped.
 */
class S3ProxyServerTest {
  static final Path JAR = S3ProxyServer.jarIn(Paths.get("."));

  @TempDir Path dir;

  @Test
  void startsAnswersCountsAndStopsWithoutLeavingAnything() throws Exception {
    S3ProxyServer server = S3ProxyServer.start(JAR, S3ProxyServer.currentJava(), dir, 0);
    try {
      assertTrue(server.isRunning());
      assertNull(server.endpoint().problem(), "the bucket exists and the credentials work");
      Map<String, Long> before = server.requestCounts();
      server.endpoint().problem();
      Map<String, Long> after = server.requestCounts();
      assertEquals(
          1L,
          ServerMetrics.difference(before, after).get("HeadBucket"),
          "one HEAD of the bucket counted");
    } finally {
      server.close();
    }
    assertFalse(server.isRunning());
    try (Stream<Path> left = Files.list(dir)) {
      assertTrue(
          left.allMatch(p -> p.getFileName().toString().endsWith(".log")),
          "only the server's log remains");
    }
  }

  @Test
  void namesWrongCredentialsAMissingBucketAndAnUnreachableEndpoint() throws Exception {
    try (S3ProxyServer server = S3ProxyServer.start(JAR, S3ProxyServer.currentJava(), dir, 0)) {
      String url = server.endpoint().url;
      assertTrue(
          new S3Endpoint(url, S3Endpoint.DEFAULT_BUCKET, "pmebench", "wrong")
              .problem()
              .contains("refused the credentials"));
      assertTrue(
          new S3Endpoint(url, "no-such-bucket", S3ProxyServer.ACCESS_KEY, S3ProxyServer.SECRET_KEY)
              .problem()
              .contains("bucket 'no-such-bucket' does not exist"));
    }
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    String problem = S3Endpoint.local("http://127.0.0.1:" + closedPort).problem();
    assertNotNull(problem);
    assertTrue(problem.contains("unreachable"), problem);
  }

  @Test
  void aServerThatCannotStartSaysWhyAndLeavesNoProcess() throws Exception {
    IOException missing =
        assertThrows(
            IOException.class,
            () ->
                S3ProxyServer.start(dir.resolve("none.jar"), S3ProxyServer.currentJava(), dir, 0));
    assertTrue(missing.getMessage().contains("is missing"), missing.getMessage());
    // A "java" that exits at once: the start fails with its status, and nothing is left running.
    Path fakeJava = dir.resolve("java");
    Files.write(
        fakeJava, "#!/bin/sh\necho 'Error: this is not Java 17' >&2\nexit 3\n".getBytes("UTF-8"));
    assertTrue(fakeJava.toFile().setExecutable(true));
    IOException exited =
        assertThrows(IOException.class, () -> S3ProxyServer.start(JAR, fakeJava, dir, 0));
    assertTrue(exited.getMessage().contains("exited with status 3"), exited.getMessage());
    assertTrue(exited.getMessage().contains("not Java 17"), exited.getMessage());
  }

  @Test
  void anInterruptedSuiteStopsItsServer() throws Exception {
    Path javaBin = Paths.get(System.getProperty("java.home"), "bin", "java");
    Process holder =
        new ProcessBuilder(
                javaBin.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                S3ProxyHolder.class.getName(),
                dir.toString())
            .redirectErrorStream(true)
            .start();
    String url;
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(holder.getInputStream(), "UTF-8"))) {
      String line;
      do {
        line = out.readLine();
      } while (line != null && !line.startsWith("started "));
      assertNotNull(line, "the holder started its server");
      url = line.substring("started ".length());
      assertNull(S3Endpoint.local(url).problem(), "the server answers");
      holder.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks
      assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
    } finally {
      holder.destroyForcibly();
    }
    String problem = S3Endpoint.local(url).problem();
    assertNotNull(problem, "nothing answers at " + url + " any more");
    assertTrue(problem.contains("unreachable"), problem);
    try (Stream<Path> left = Files.list(dir)) {
      assertTrue(
          left.allMatch(p -> p.getFileName().toString().endsWith(".log")),
          "the server's files are gone");
    }
  }

  @Test
  void listsPendingMultipartUploadsSoThatLeftoversCanBeCounted() throws Exception {
    try (S3ProxyServer server = S3ProxyServer.start(JAR, S3ProxyServer.currentJava(), dir, 0)) {
      com.amazonaws.services.s3.AmazonS3 s3 =
          com.amazonaws.services.s3.AmazonS3ClientBuilder.standard()
              .withEndpointConfiguration(
                  new com.amazonaws.client.builder.AwsClientBuilder.EndpointConfiguration(
                      server.endpoint().url, S3Endpoint.REGION))
              .withPathStyleAccessEnabled(true)
              .withCredentials(
                  new com.amazonaws.auth.AWSStaticCredentialsProvider(
                      new com.amazonaws.auth.BasicAWSCredentials(
                          S3ProxyServer.ACCESS_KEY, S3ProxyServer.SECRET_KEY)))
              .build();
      try {
        String bucket = server.endpoint().bucket;
        s3.initiateMultipartUpload(
            new com.amazonaws.services.s3.model.InitiateMultipartUploadRequest(
                bucket, "table/part-0.parquet"));
        assertEquals(
            1,
            s3.listMultipartUploads(
                    new com.amazonaws.services.s3.model.ListMultipartUploadsRequest(bucket)
                        .withPrefix("table/"))
                .getMultipartUploads()
                .size(),
            "a started upload is listed as pending");
        assertEquals(
            0,
            s3.listMultipartUploads(
                    new com.amazonaws.services.s3.model.ListMultipartUploadsRequest(bucket)
                        .withPrefix("other/"))
                .getMultipartUploads()
                .size());
      } finally {
        s3.shutdown();
      }
    }
  }

  @Test
  void readsThePrometheusCountsPerOperation() {
    String text =
        "# TYPE http_server_request_duration_seconds histogram\n"
            + "http_server_request_duration_seconds_bucket{s3_operation=\"GetObject\",le=\"0.005\"} 2\n"
            + "http_server_request_duration_seconds_count{http_request_method=\"GET\",http_response_status_code=\"206\","
            + "s3_bucket=\"b\",s3_operation=\"GetObject\"} 3\n"
            + "http_server_request_duration_seconds_count{http_request_method=\"GET\",http_response_status_code=\"200\","
            + "s3_bucket=\"b\",s3_operation=\"GetObject\"} 2\n"
            + "http_server_request_duration_seconds_count{http_request_method=\"HEAD\",s3_operation=\"HeadObject\"} 1\n";
    Map<String, Long> counts = ServerMetrics.requestsPerOperation(text);
    assertEquals(5L, counts.get("GetObject"));
    assertEquals(1L, counts.get("HeadObject"));
    assertEquals(2, counts.size());
  }
}
