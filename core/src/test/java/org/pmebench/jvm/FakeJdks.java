package org.pmebench.jvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.pmebench.run.HotSpotFlags;

/** Fake JDK homes for discovery and run tests: shell scripts standing in for bin/java. */
public final class FakeJdks {
  private FakeJdks() {}

  /** A JDK home whose java is the JVM running the tests. */
  public static Path good(Path dir) throws IOException {
    return withJava(dir, "exec '" + HotSpotFlags.currentJava() + "' \"$@\"\n");
  }

  /** A JDK home whose java fails to start. */
  public static Path broken(Path dir) throws IOException {
    return withJava(dir, "echo 'Error: could not find libjvm.so' >&2\nexit 1\n");
  }

  /** A JDK that answers probes and flag queries but whose benchmark forks die at once. */
  public static Path failingForks(Path dir) throws IOException {
    return withJava(
        dir,
        "for a in \"$@\"; do\n  case \"$a\" in org.openjdk.jmh.runner.ForkedMain)\n"
            + "    echo 'fake JDK: cannot fork benchmarks' >&2; exit 3;;\n  esac\ndone\n"
            + "exec '"
            + HotSpotFlags.currentJava()
            + "' \"$@\"\n");
  }

  private static Path withJava(Path dir, String body) throws IOException {
    Path java = dir.resolve("bin").resolve("java");
    Files.createDirectories(java.getParent());
    Files.write(java, ("#!/bin/sh\n" + body).getBytes(StandardCharsets.UTF_8));
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return dir;
  }
}
