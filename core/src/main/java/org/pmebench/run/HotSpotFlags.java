package org.pmebench.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pmebench.jvm.ExecutableAnswers;

/** Asks a JVM which -XX flags it has, by running {@code java -XX:+PrintFlagsFinal -version}. */
public final class HotSpotFlags {
  private static final Pattern FLAG_LINE = Pattern.compile("^\\s*\\S+\\s+(\\w+)\\s+:?=.*$");

  private HotSpotFlags() {}

  /** The flags of each JVM asked, by executable. */
  private static final ExecutableAnswers<Set<String>> ASKED = new ExecutableAnswers<Set<String>>();

  public static Set<String> of(String javaExecutable) throws IOException {
    return Collections.unmodifiableSet(ASKED.get(javaExecutable, () -> ask(javaExecutable)));
  }

  private static Set<String> ask(String javaExecutable) throws IOException {
    Process p =
        new ProcessBuilder(
                javaExecutable,
                "-XX:+UnlockDiagnosticVMOptions",
                "-XX:+PrintFlagsFinal",
                "-version")
            .redirectErrorStream(true)
            .start();
    Set<String> flags;
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      flags = parse(r);
    }
    try {
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        p.destroyForcibly();
        throw new IOException(javaExecutable + " -XX:+PrintFlagsFinal -version failed");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while asking " + javaExecutable + " for its flags", e);
    }
    return flags;
  }

  /** Flag names in PrintFlagsFinal output, e.g. {@code bool UseAES = true {product} {default}}. */
  static Set<String> parse(BufferedReader output) throws IOException {
    Set<String> flags = new TreeSet<String>();
    String line;
    while ((line = output.readLine()) != null) {
      Matcher m = FLAG_LINE.matcher(line);
      if (m.matches()) {
        flags.add(m.group(1));
      }
    }
    return flags;
  }

  /** The java launcher of the JVM this code runs in. */
  public static String currentJava() {
    return System.getProperty("java.home") + "/bin/java";
  }
}
