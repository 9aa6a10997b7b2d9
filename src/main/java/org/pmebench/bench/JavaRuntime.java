package org.pmebench.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** Asks a java launcher which runtime it is, for labelling results (e.g. "17.0.15+6-Debian-1deb12u1 Debian"). */
public final class JavaRuntime {
  private static final String VERSION = "java.runtime.version = ";
  private static final String VENDOR = "java.vendor = ";

  private JavaRuntime() {}

  public static String version(String javaExecutable) throws IOException {
    Process p = new ProcessBuilder(javaExecutable, "-XshowSettings:properties", "-version")
        .redirectErrorStream(true).start();
    String version = "unknown";
    String vendor = "";
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        line = line.trim();
        if (line.startsWith(VERSION)) {
          version = line.substring(VERSION.length());
        } else if (line.startsWith(VENDOR)) {
          vendor = line.substring(VENDOR.length());
        }
      }
    }
    try {
      p.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return (version + " " + vendor).trim();
  }
}
