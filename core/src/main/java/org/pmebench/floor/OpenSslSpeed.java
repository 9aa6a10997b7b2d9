package org.pmebench.floor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.util.LoggedCommand;

/**
 * {@code openssl speed -evp} for the ciphers PME uses, read in its machine-readable form ({@code
 * -mr}): bytes per second of one thread's encryption at each of OpenSSL's sizes (16 B to 16 KiB).
 * The fastest AES this CPU runs, as an independent reference for the suite's floor.
 */
public final class OpenSslSpeed {
  /** OpenSSL's names of AES-128-GCM and AES-128-CTR (the suite's keys are 128 bits). */
  public static final String GCM = "aes-128-gcm";

  public static final String CTR = "aes-128-ctr";

  /** One cipher's measurement: sizes in bytes and bytes per second at each. */
  public static final class Measured {
    public final String cipher;
    public final long[] sizes;
    public final double[] bytesPerSecond;

    Measured(String cipher, long[] sizes, double[] bytesPerSecond) {
      this.cipher = cipher;
      this.sizes = sizes;
      this.bytesPerSecond = bytesPerSecond;
    }
  }

  private final String executable;
  private final Path log;

  public OpenSslSpeed(String executable, Path log) {
    this.executable = executable;
    this.log = log;
  }

  /**
   * {@code openssl version}'s first line, e.g. "OpenSSL 3.0.19 27 Jan 2026 (...)"; an IOException
   * when it does not run.
   */
  public String version() throws IOException {
    List<String> out = run(Arrays.asList(executable, "version"), 30, "openssl version");
    if (out.isEmpty()) {
      throw new IOException(executable + " version printed nothing (log: " + log + ")");
    }
    return out.get(0).trim();
  }

  /** Times {@code cipher} for {@code seconds} at each of OpenSSL's sizes. */
  public Measured measure(String cipher, int seconds) throws IOException {
    List<String> out =
        run(
            Arrays.asList(
                executable, "speed", "-evp", cipher, "-seconds", Integer.toString(seconds), "-mr"),
            60 + 10L * seconds,
            "openssl speed " + cipher);
    return parse(cipher, out);
  }

  /** Times {@code cipher} for {@code seconds} at each of {@code sizes} only ({@code -bytes}). */
  public Measured measure(String cipher, int seconds, long[] sizes) throws IOException {
    double[] rates = new double[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      List<String> out =
          run(
              Arrays.asList(
                  executable,
                  "speed",
                  "-evp",
                  cipher,
                  "-seconds",
                  Integer.toString(seconds),
                  "-bytes",
                  Long.toString(sizes[i]),
                  "-mr"),
              60 + 10L * seconds,
              "openssl speed " + cipher + " at " + sizes[i] + " B");
      Measured one = parse(cipher, out);
      if (one.sizes.length != 1 || one.sizes[0] != sizes[i]) {
        throw new IOException(
            "openssl speed "
                + cipher
                + " -bytes "
                + sizes[i]
                + " measured "
                + Arrays.toString(one.sizes)
                + " B (log: "
                + log
                + ")");
      }
      rates[i] = one.bytesPerSecond[0];
    }
    return new Measured(cipher, sizes.clone(), rates);
  }

  /** The {@code +H:} (sizes) and {@code +F:} (bytes per second) lines of {@code -mr} output. */
  static Measured parse(String cipher, List<String> lines) throws IOException {
    long[] sizes = null;
    double[] rates = null;
    for (String line : lines) {
      String[] f = line.trim().split(":");
      if (f[0].equals("+H")) {
        sizes = new long[f.length - 1];
        for (int i = 1; i < f.length; i++) {
          sizes[i - 1] = Long.parseLong(f[i]);
        }
      } else if (f[0].equals("+F") && f.length > 3) {
        // +F:<index>:<cipher name>:<bytes/s at each size>
        rates = new double[f.length - 3];
        for (int i = 3; i < f.length; i++) {
          rates[i - 3] = Double.parseDouble(f[i]);
        }
      }
    }
    if (sizes == null || rates == null || sizes.length != rates.length) {
      throw new IOException(
          "openssl speed "
              + cipher
              + ": no machine-readable sizes and rates in its output ("
              + String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()))
              + ")");
    }
    return new Measured(cipher, sizes, rates);
  }

  /**
   * Runs {@code cmd} with its output in its own file, copied to the log; returns the output's
   * lines.
   */
  private List<String> run(List<String> cmd, long limitSeconds, String what) throws IOException {
    Path out = Files.createTempFile(log.getParent(), "openssl", ".out");
    try {
      int status =
          LoggedCommand.run(cmd, Collections.<String, String>emptyMap(), out, limitSeconds, what);
      List<String> lines = new ArrayList<String>();
      for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        if (!line.startsWith("$ ")) { // the command line LoggedCommand writes first
          lines.add(line);
        }
      }
      Files.write(
          log, Files.readAllBytes(out), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      if (status != 0) {
        throw new IOException(what + " exited with " + status + " (log: " + log + ")");
      }
      return lines;
    } finally {
      Files.deleteIfExists(out);
    }
  }
}
