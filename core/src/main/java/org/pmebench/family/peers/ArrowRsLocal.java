package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pmebench.util.AtomicFiles;
import org.pmebench.util.Sha256;

/**
 * A local arrow-rs checkout (its workspace, or the parquet crate alone) measured beside the pinned
 * release ({@code --peer-arrow-rs}), e.g. a branch: a copy of the driver crate under {@code
 * target/peers/arrow-rs-<label>/} whose Cargo.toml patches crates.io's parquet (and, in a
 * workspace, its arrow crates) with the checkout's, each pinned to the checkout's version; the
 * driver's own sources are not touched. Labelled {@code local-<its directory's name>-<the first 8
 * hex digits of the SHA-256 over its Rust sources and Cargo.toml files>}; its peer id is {@code
 * arrow-rs@<label>}. The driver's key tools (parquet-key-management) take parquet 57.2 to 58, so a
 * checkout of another major version does not build: Cargo's error says so.
 */
final class ArrowRsLocal {
  static final String PEER_PREFIX = Interop.ARROW_RS + "@";
  private static final Pattern NAME = Pattern.compile("(?m)^name\\s*=\\s*\"([^\"]+)\"");
  private static final Pattern VERSION = Pattern.compile("(?m)^version\\s*=\\s*\"([^\"]+)\"");

  /** The checkout's label. */
  final String label;

  /** The crates the driver's copy is patched with, by name, parquet first: their directories. */
  private final Map<String, Path> crates;

  /** Their versions, by name. */
  private final Map<String, String> versions;

  private ArrowRsLocal(String label, Map<String, Path> crates, Map<String, String> versions) {
    this.label = label;
    this.crates = crates;
    this.versions = versions;
  }

  /** The checkout at {@code text}; anything else is refused with what to give instead. */
  static ArrowRsLocal of(String text) {
    Path dir = Paths.get(text.trim()).toAbsolutePath().normalize();
    Path parquet = "parquet".equals(name(dir)) ? dir : dir.resolve("parquet");
    if (!"parquet".equals(name(parquet))) {
      throw new IllegalArgumentException(
          text.trim()
              + ": not an arrow-rs checkout (no Cargo.toml of the parquet crate in it or in its "
              + "parquet/)");
    }
    Map<String, Path> crates = new LinkedHashMap<String, Path>();
    crates.put("parquet", parquet);
    if (!parquet.equals(dir)) {
      try (Stream<Path> members = Files.list(dir)) {
        for (Path m : members.sorted().collect(Collectors.toList())) {
          String name = name(m);
          if (name != null && name.startsWith("arrow")) {
            crates.put(name, m);
          }
        }
      } catch (IOException e) {
        throw new IllegalArgumentException(dir + ": cannot read: " + e.getMessage());
      }
    }
    Map<String, String> versions = new LinkedHashMap<String, String>();
    for (Map.Entry<String, Path> c : crates.entrySet()) {
      versions.put(c.getKey(), version(c.getValue(), dir));
    }
    return new ArrowRsLocal(
        "local-" + dir.getFileName() + "-" + hash(dir).substring(0, 8), crates, versions);
  }

  String peer() {
    return PEER_PREFIX + label;
  }

  /**
   * The driver built against the checkout: the crate copied, its Cargo.toml patched, Cargo
   * resolving anew (not {@code --locked}: the lock file pins crates.io's parquet); refused when
   * Cargo did not take the checkout's parquet after all.
   */
  Path binary(Path home, String cargo, Path log) throws IOException {
    DriverBuild.requireSources(home, ArrowRsBuild.CRATE, "Cargo.toml", "Cargo.lock");
    Path out = home.resolve("target/peers/arrow-rs-" + label);
    Path crate = out.resolve("crate");
    AtomicFiles.deleteTree(crate);
    AtomicFiles.copyTree(home.resolve(ArrowRsBuild.CRATE), crate);
    Path manifest = crate.resolve("Cargo.toml");
    Files.write(
        manifest,
        patched(new String(Files.readAllBytes(manifest), StandardCharsets.UTF_8))
            .getBytes(StandardCharsets.UTF_8));
    Path binary =
        DriverBuild.build(
            "cargo",
            ArrowRsBuild.CRATE,
            java.util.Arrays.asList(
                cargo, "build", "--release", "--quiet", "--manifest-path", manifest.toString()),
            Collections.singletonMap("CARGO_TARGET_DIR", out.resolve("target").toString()),
            ArrowRsBuild.BUILD_MINUTES,
            "install Rust (https://rustup.rs), give --peer-cargo, or leave the local arrow-rs out",
            log,
            out.resolve("target").resolve("release").resolve(ArrowRsBuild.BINARY));
    if (!fromCheckout(crate.resolve("Cargo.lock"))) {
      throw new IOException(
          "cargo built the arrow-rs driver without the checkout's parquet "
              + versions.get("parquet")
              + " (log: "
              + log
              + ")");
    }
    return binary;
  }

  /**
   * The driver's Cargo.toml with each patched crate's requirement set to the checkout's version and
   * a {@code [patch.crates-io]} of them.
   */
  String patched(String manifest) {
    StringBuilder patched = new StringBuilder();
    for (String line : manifest.split("\n", -1)) {
      String name = line.trim().split("\\s*=", 2)[0];
      patched.append(
          versions.containsKey(name)
              ? line.replaceFirst("\"=[^\"]+\"", "\"=" + versions.get(name) + "\"")
              : line);
      patched.append('\n');
    }
    patched.append("\n[patch.crates-io]\n");
    for (Map.Entry<String, Path> c : crates.entrySet()) {
      patched.append(c.getKey()).append(" = { path = \"").append(c.getValue()).append("\" }\n");
    }
    return patched.toString();
  }

  /** Whether Cargo.lock's parquet is a path crate (no source line), not crates.io's. */
  static boolean fromCheckout(Path lock) throws IOException {
    List<String> lines = Files.readAllLines(lock, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).trim().equals("name = \"parquet\"")) {
        for (int j = i + 1; j < lines.size() && !lines.get(j).trim().isEmpty(); j++) {
          if (lines.get(j).trim().startsWith("source = ")) {
            return false;
          }
        }
        return true;
      }
    }
    return false;
  }

  /** The package name in {@code dir}'s Cargo.toml, or null where there is none. */
  private static String name(Path dir) {
    String toml = read(dir.resolve("Cargo.toml"));
    int p = toml.indexOf("[package]");
    if (p < 0) {
      return null;
    }
    Matcher m = NAME.matcher(toml.substring(p));
    return m.find() ? m.group(1) : null;
  }

  /** A crate's version: its own, or the workspace's ({@code version.workspace = true}). */
  private static String version(Path crate, Path workspace) {
    String toml = read(crate.resolve("Cargo.toml"));
    Matcher own = VERSION.matcher(toml.substring(Math.max(0, toml.indexOf("[package]"))));
    if (own.find()) {
      return own.group(1);
    }
    String root = read(workspace.resolve("Cargo.toml"));
    int p = root.indexOf("[workspace.package]");
    Matcher shared = VERSION.matcher(p < 0 ? "" : root.substring(p));
    if (!shared.find()) {
      throw new IllegalArgumentException(crate + ": its Cargo.toml names no version");
    }
    return shared.group(1);
  }

  private static String read(Path file) {
    try {
      return Files.isRegularFile(file)
          ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8)
          : "";
    } catch (IOException e) {
      return "";
    }
  }

  /**
   * SHA-256 over the checkout's Rust sources and Cargo.toml files: their paths and bytes, in order
   * (its target/ and .git left out).
   */
  static String hash(Path dir) {
    try {
      return Sha256.ofTree(
          dir,
          rel ->
              !rel.startsWith(".git")
                  && !rel.startsWith("target")
                  && (rel.endsWith(".rs")
                      || rel.equals("Cargo.toml")
                      || rel.endsWith("/Cargo.toml")));
    } catch (IOException e) {
      throw new IllegalArgumentException(dir + ": cannot read: " + e.getMessage());
    }
  }
}
