package org.pmebench.jvm;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Starts {@link JvmProbe} on a java executable and reads what it printed. */
public final class JdkProber {
  private static final long TIMEOUT_SECONDS = 60;

  private JdkProber() {}

  /** Successful probes, by executable. */
  private static final ExecutableAnswers<Map<String, String>> PROBED =
      new ExecutableAnswers<Map<String, String>>();

  /**
   * @throws IOException with a one-line reason when that java cannot run the suite's code
   */
  public static JdkInfo probe(String javaExecutable) throws IOException {
    // With providers added the probe reports theirs too: asked anew, not from the cache.
    Map<String, String> props =
        org.pmebench.crypto.ExternalProviders.jvmArgs().isEmpty()
            ? PROBED.get(javaExecutable, () -> properties(javaExecutable))
            : properties(javaExecutable);
    try {
      return JdkInfo.fromProbe(javaExecutable, props);
    } catch (IllegalArgumentException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /**
   * What {@link JvmProbe} printed on {@code javaExecutable}, when it says the JVM can run the
   * suite.
   */
  private static Map<String, String> properties(String javaExecutable) throws IOException {
    List<String> command = new ArrayList<String>();
    command.add(javaExecutable);
    command.addAll(org.pmebench.crypto.ExternalProviders.jvmArgs());
    command.add("-cp");
    command.add(ownClassPath());
    command.add(JvmProbe.class.getName());
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new IOException("cannot start " + javaExecutable + ": " + e.getMessage(), e);
    }
    Map<String, String> props = new HashMap<String, String>();
    List<String> other = new ArrayList<String>();
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        int eq = line.indexOf('=');
        if (eq > 0 && !line.startsWith(" ") && !line.startsWith("\t")) {
          props.put(line.substring(0, eq), line.substring(eq + 1));
        } else if (!line.trim().isEmpty()) {
          other.add(line.trim());
        }
      }
    }
    try {
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(
            javaExecutable + " did not answer the probe within " + TIMEOUT_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while probing " + javaExecutable, e);
    }
    String verdict = props.get("probe");
    if (p.exitValue() != 0 || verdict == null) {
      String said = other.isEmpty() ? "no output" : other.get(0);
      for (String line : other) {
        if (line.contains("UnsupportedClassVersionError")) {
          said = "older than Java 8, cannot run the suite's Java 8 bytecode";
        }
      }
      throw new IOException("exit code " + p.exitValue() + ": " + said);
    }
    if (!"ok".equals(verdict)) {
      throw new IOException("lacks what the benchmark forks need: " + verdict);
    }
    return props;
  }

  /**
   * The jar holding the probe (the benchmarks jar carries the providers it tries too); from a class
   * directory (tests, IDE) this JVM's whole class path, where the providers' jars are.
   */
  static String ownClassPath() {
    File own;
    try {
      own = new File(JvmProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the suite's own classes", e);
    }
    return own.isFile() ? own.getPath() : System.getProperty("java.class.path", own.getPath());
  }
}
