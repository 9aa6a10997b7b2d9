package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The arrow-rs peer's driver: the crate under {@code peers/arrow-rs/}, built by Cargo into {@code
 * target/peers/arrow-rs/} with the versions its {@code Cargo.lock} pins ({@code --locked}), from
 * crates.io the first time (a few minutes), a no-op after that until its sources change.
 */
public final class ArrowRsBuild {
  public static final String CRATE = "peers/arrow-rs";
  static final String BINARY = "pme-peer-arrow-rs";
  static final long BUILD_MINUTES = 30;

  private ArrowRsBuild() {}

  /** The built driver, built first where missing or stale; {@code cargo} runs the build. */
  public static Path binary(Path home, String cargo, Path log) throws IOException {
    DriverBuild.requireSources(home, CRATE, "Cargo.toml", "Cargo.lock");
    Path target = home.resolve("target/peers/arrow-rs");
    List<String> cmd =
        Arrays.asList(
            cargo,
            "build",
            "--release",
            "--locked",
            "--quiet",
            "--manifest-path",
            home.resolve(CRATE).resolve("Cargo.toml").toString());
    return DriverBuild.build(
        "cargo",
        CRATE,
        cmd,
        Collections.singletonMap("CARGO_TARGET_DIR", target.toString()),
        BUILD_MINUTES,
        "install Rust (https://rustup.rs), give --peer-cargo, or measure "
            + "pyarrow alone with --peers pyarrow",
        log,
        target.resolve("release").resolve(BINARY));
  }

  /** The parquet crate version Cargo.lock pins. */
  public static String pinnedVersion(Path home) throws IOException {
    List<String> lines =
        Files.readAllLines(home.resolve(CRATE).resolve("Cargo.lock"), StandardCharsets.UTF_8);
    for (int i = 0; i + 1 < lines.size(); i++) {
      if (lines.get(i).trim().equals("name = \"parquet\"")
          && lines.get(i + 1).trim().startsWith("version = ")) {
        return lines.get(i + 1).trim().substring("version = ".length()).replace("\"", "");
      }
    }
    throw new IOException(CRATE + "/Cargo.lock pins no parquet crate");
  }
}
