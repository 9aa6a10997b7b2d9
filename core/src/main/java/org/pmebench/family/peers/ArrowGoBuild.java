package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The arrow-go peer's driver: the module under {@code peers/arrow-go/}, built by the Go toolchain
 * into {@code target/peers/arrow-go/} with the versions its {@code go.mod} and {@code go.sum} pin
 * ({@code -mod=readonly}), from the Go module proxy the first time (under a minute), from Go's
 * build cache after that.
 */
public final class ArrowGoBuild {
  public static final String MODULE = "peers/arrow-go";
  static final String BINARY = "pme-peer-arrow-go";
  static final String ARROW_GO = "github.com/apache/arrow-go/v18";
  private static final long BUILD_MINUTES = 15;

  private ArrowGoBuild() {}

  /** The built driver; {@code go} runs the build (a no-op when nothing changed). */
  public static Path binary(Path home, String go, Path log) throws IOException {
    DriverBuild.requireSources(home, MODULE, "go.mod", "go.sum");
    Path binary = home.resolve("target/peers/arrow-go").resolve(BINARY);
    Files.createDirectories(binary.getParent());
    List<String> cmd =
        Arrays.asList(
            go,
            "-C",
            home.resolve(MODULE).toString(),
            "build",
            "-mod=readonly",
            "-trimpath",
            "-o",
            binary.toString(),
            ".");
    return build(cmd, "leave arrow-go out with --peers", log, binary);
  }

  /** Runs the go build {@code cmd} of the driver into {@code binary}; {@code leaveOut} advises. */
  static Path build(List<String> cmd, String leaveOut, Path log, Path binary) throws IOException {
    return DriverBuild.build(
        "go",
        MODULE,
        cmd,
        Collections.<String, String>emptyMap(),
        BUILD_MINUTES,
        "install Go 1.25 or newer (https://go.dev/dl/), give --peer-go, or " + leaveOut,
        log,
        binary);
  }

  /** The arrow-go version go.mod pins. */
  public static String pinnedVersion(Path home) throws IOException {
    for (String line :
        Files.readAllLines(home.resolve(MODULE).resolve("go.mod"), StandardCharsets.UTF_8)) {
      String[] words = line.trim().split("\\s+");
      for (int i = 0; i + 1 < words.length; i++) {
        if (words[i].equals(ARROW_GO)) {
          return words[i + 1].replaceFirst("^v", "");
        }
      }
    }
    throw new IOException(MODULE + "/go.mod pins no " + ARROW_GO);
  }
}
