package org.pmebench.sparkapp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.family.spark.SparkMatrix;

class SparkLauncherTest {
  private final SparkLauncher launcher =
      new SparkLauncher(Paths.get("/p/target/spark-bench.jar"), Paths.get("/p/target/spark-home"));
  private final Path spec = Paths.get("/run/spark/a.spec.json");
  private final Path result = Paths.get("/run/spark/a.result.json");

  @Test
  void anEmbeddedApplicationIsJavaWithTheApplicationJarAndSparksJars() {
    SparkMatrix m = SparkMatrix.defaults(org.pmebench.run.MeasurementProfile.QUICK);
    List<String> cmd =
        launcher.command(
            "/jdk/bin/java", SparkLauncher.jvmArgs(17), m.master, m.sparkSubmit, spec, result);
    assertEquals("/jdk/bin/java", cmd.get(0));
    assertTrue(cmd.contains("--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"), cmd.toString());
    int cp = cmd.indexOf("-cp");
    assertEquals("/p/target/spark-bench.jar:/p/target/spark-home/jars/*", cmd.get(cp + 1));
    assertEquals(SparkLauncher.APP_CLASS, cmd.get(cp + 2));
    assertEquals(spec.toString(), cmd.get(cmd.size() - 2));
    assertEquals(result.toString(), cmd.get(cmd.size() - 1));
  }

  @Test
  void aClusterMasterGoesThroughSparkSubmitWithTheApplicationJar() {
    SparkMatrix m = SparkMatrix.defaults(org.pmebench.run.MeasurementProfile.QUICK);
    m.master = "spark://h:7077";
    List<String> cmd =
        launcher.command(
            "/jdk/bin/java", SparkLauncher.jvmArgs(17), m.master, m.sparkSubmit, spec, result);
    assertEquals("/p/target/spark-home/jars/*", cmd.get(cmd.indexOf("-cp") + 1));
    assertEquals(SparkLauncher.SUBMIT_CLASS, cmd.get(cmd.indexOf("-cp") + 2));
    assertEquals("spark://h:7077", cmd.get(cmd.indexOf("--master") + 1));
    assertEquals(SparkLauncher.APP_CLASS, cmd.get(cmd.indexOf("--class") + 1));
    assertTrue(
        cmd.get(cmd.indexOf("--conf") + 1)
            .startsWith("spark.executor.extraJavaOptions=--add-opens"));
    assertEquals("/p/target/spark-bench.jar", cmd.get(cmd.size() - 3));

    m.sparkSubmit = "/opt/spark/bin/spark-submit";
    cmd =
        launcher.command(
            "/jdk/bin/java", SparkLauncher.jvmArgs(8), m.master, m.sparkSubmit, spec, result);
    assertEquals("/opt/spark/bin/spark-submit", cmd.get(0));
    assertEquals(-1, cmd.indexOf("--conf"), "JDK 8 needs no --add-opens");
  }

  @Test
  void theKeyListTravelsInTheEnvironmentAndOpenSslJoinsTheLibraryPath() {
    Map<String, String> env = new HashMap<String, String>();
    env.put("LD_LIBRARY_PATH", "/usr/local/lib");
    SparkLauncher.environment(env, "footer_key:AAAA", Paths.get("/p/.openssl11"));
    assertEquals("footer_key:AAAA", env.get(SparkLauncher.KEY_LIST_ENV));
    assertEquals("/p/.openssl11:/usr/local/lib", env.get("LD_LIBRARY_PATH"));
    Map<String, String> plain = new HashMap<String, String>();
    SparkLauncher.environment(plain, "k", null);
    assertNull(plain.get("LD_LIBRARY_PATH"));
  }

  @Test
  void anUnreachableStandaloneMasterFailsFastNamingTheUrl() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String url = "spark://127.0.0.1:" + port;
    long t0 = System.nanoTime();
    IOException e = assertThrows(IOException.class, () -> SparkLauncher.checkReachable(url, 2000));
    assertTrue(
        e.getMessage().startsWith("spark master " + url + " cannot be reached: "), e.getMessage());
    assertTrue(System.nanoTime() - t0 < 5e9);
    assertThrows(IOException.class, () -> SparkLauncher.checkReachable("spark://h:port", 100));
    try (ServerSocket s = new ServerSocket(0)) {
      SparkLauncher.checkReachable("spark://127.0.0.1:" + s.getLocalPort(), 2000);
    }
    SparkLauncher.checkReachable("yarn", 1);
  }

  @Test
  void jarsThatWereNotBuiltAreNamed() {
    assertTrue(
        launcher.missing().startsWith("/p/target/spark-bench.jar is missing"), launcher.missing());
  }
}
