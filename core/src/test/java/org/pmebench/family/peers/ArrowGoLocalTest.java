package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --peer-arrow-go's values: a local arrow-go checkout, labelled by its directory and the hash of
 * its Go sources (not of anything else in it), a peer of its own that needs no Python.
 */
class ArrowGoLocalTest {
  @TempDir Path dir;

  private Path checkout() throws Exception {
    Path c = Files.createDirectories(dir.resolve("arrow-go-main"));
    Files.write(
        c.resolve("go.mod"),
        "// the license\n\nmodule github.com/apache/arrow-go/v18\n\ngo 1.25.0\n"
            .getBytes(StandardCharsets.UTF_8));
    Files.createDirectories(c.resolve("parquet"));
    Files.write(c.resolve("parquet/file.go"), "package parquet\n".getBytes(StandardCharsets.UTF_8));
    return c;
  }

  @Test
  void aCheckoutIsLabelledByItsDirectoryAndTheHashOfItsGoSources() throws Exception {
    Path c = checkout();
    ArrowGoLocal local = ArrowGoLocal.of(c.toString());
    assertTrue(local.label.matches("local-arrow-go-main-[0-9a-f]{8}"), local.label);
    assertEquals("arrow-go@" + local.label, local.peer());
    assertEquals(local.label, PeerMatrix.buildLabel(local.peer()));
    assertFalse(PeerMatrix.python(local.peer()), "a Go build, no Python");
    PeerMatrix m = new PeerMatrix();
    m.peers = java.util.Arrays.asList("pyarrow", "arrow-go", local.peer(), "pyarrow@19.0.1");
    assertEquals(
        java.util.Arrays.asList("pyarrow", "arrow-go"),
        m.interopPeers(),
        "other builds are measured, not in the interop matrix");

    Files.createDirectories(c.resolve(".git"));
    Files.write(c.resolve(".git/HEAD"), new byte[] {1});
    Files.write(c.resolve("README.md"), new byte[] {2});
    assertEquals(local.label, ArrowGoLocal.of(c.toString()).label, "only Go sources count");
    Files.write(
        c.resolve("parquet/file.go"), "package parquet // x\n".getBytes(StandardCharsets.UTF_8));
    assertNotEquals(local.label, ArrowGoLocal.of(c.toString()).label, "a source changed");
  }

  @Test
  void whatIsNotAnArrowGoCheckoutIsRefusedSayingWhy() throws Exception {
    Path other = Files.createDirectories(dir.resolve("other"));
    Files.write(other.resolve("go.mod"), "module example.com/x\n".getBytes(StandardCharsets.UTF_8));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ArrowGoLocal.of(other.toString()));
    assertEquals(
        other
            + ": not an arrow-go checkout (its go.mod must declare module "
            + "github.com/apache/arrow-go/v18)",
        e.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> ArrowGoLocal.of(dir.resolve("absent").toString()));
  }
}
