package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.util.Sha256;

/**
 * A local arrow-go checkout measured beside the pinned release ({@code --peer-arrow-go}), e.g. a
 * branch: the driver module built against it by a {@code replace} directive, in a go.mod of its own
 * under {@code target/peers/arrow-go-<label>/} ({@code -modfile}; the driver's sources are not
 * touched). Labelled by what it is, {@code local-<its directory's name>-<the first 8 hex digits of
 * the SHA-256 over its Go sources, go.mod and go.sum>}; its peer id is {@code arrow-go@<label>}.
 */
final class ArrowGoLocal {
  static final String PEER_PREFIX = Interop.ARROW_GO + "@";

  /** The checkout's label. */
  final String label;

  private final Path dir;

  private ArrowGoLocal(String label, Path dir) {
    this.label = label;
    this.dir = dir;
  }

  /** The checkout at {@code text}; anything else is refused with what to give instead. */
  static ArrowGoLocal of(String text) {
    Path dir = Paths.get(text.trim()).toAbsolutePath().normalize();
    Path goMod = dir.resolve("go.mod");
    String module = "";
    try {
      for (String line :
          Files.isRegularFile(goMod)
              ? Files.readAllLines(goMod, StandardCharsets.UTF_8)
              : Collections.<String>emptyList()) {
        if (line.trim().startsWith("module ")) {
          module = line.trim().substring("module ".length()).trim();
          break;
        }
      }
    } catch (IOException e) {
      module = "";
    }
    if (!module.equals(ArrowGoBuild.ARROW_GO)) {
      throw new IllegalArgumentException(
          text.trim()
              + ": not an arrow-go checkout (its go.mod must declare module "
              + ArrowGoBuild.ARROW_GO
              + ")");
    }
    return new ArrowGoLocal("local-" + dir.getFileName() + "-" + hash(dir).substring(0, 8), dir);
  }

  String peer() {
    return PEER_PREFIX + label;
  }

  /**
   * The driver built against the checkout: the driver's go.mod with a {@code replace} of arrow-go
   * by it, its go.sum beside it, {@code -mod=mod} so that Go adds what the checkout needs beyond
   * the release.
   */
  Path binary(Path home, String go, Path log) throws IOException {
    DriverBuild.requireSources(home, ArrowGoBuild.MODULE, "go.mod", "go.sum");
    Path module = home.resolve(ArrowGoBuild.MODULE);
    Path out = Files.createDirectories(home.resolve("target/peers/arrow-go-" + label));
    Path goMod = out.resolve("go.mod");
    Files.write(
        goMod,
        (new String(Files.readAllBytes(module.resolve("go.mod")), StandardCharsets.UTF_8)
                + "\nreplace "
                + ArrowGoBuild.ARROW_GO
                + " => "
                + dir
                + "\n")
            .getBytes(StandardCharsets.UTF_8));
    Files.copy(
        module.resolve("go.sum"),
        out.resolve("go.sum"),
        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Path binary = out.resolve(ArrowGoBuild.BINARY);
    List<String> cmd =
        Arrays.asList(
            go,
            "-C",
            module.toString(),
            "build",
            "-modfile=" + goMod,
            "-mod=mod",
            "-trimpath",
            "-o",
            binary.toString(),
            ".");
    return ArrowGoBuild.build(cmd, "leave the local arrow-go out", log, binary);
  }

  /** SHA-256 over the checkout's Go sources, go.mod and go.sum: their paths and bytes, in order. */
  static String hash(Path dir) {
    try {
      return Sha256.ofTree(
          dir,
          rel -> {
            String name = rel.substring(rel.lastIndexOf('/') + 1);
            return !rel.startsWith(".git")
                && (name.endsWith(".go") || name.equals("go.mod") || name.equals("go.sum"));
          });
    } catch (IOException e) {
      throw new IllegalArgumentException(dir + ": cannot read: " + e.getMessage());
    }
  }
}
