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

class ArrowRsLocalTest {
  @TempDir Path dir;

  private static void write(Path file, String text) throws Exception {
    Files.createDirectories(file.getParent());
    Files.write(file, text.getBytes(StandardCharsets.UTF_8));
  }

  /** A workspace as arrow-rs's: its version shared, parquet and two arrow crates. */
  private Path workspace() throws Exception {
    Path w = dir.resolve("arrow-rs-branch");
    write(
        w.resolve("Cargo.toml"),
        "[workspace]\nmembers = [\"parquet\", \"arrow-array\"]\n\n[workspace.package]\n"
            + "version = \"58.5.0\"\n");
    write(
        w.resolve("parquet/Cargo.toml"),
        "[package]\nname = \"parquet\"\nversion = { workspace = true }\n");
    write(w.resolve("parquet/src/lib.rs"), "pub fn f() {}\n");
    write(
        w.resolve("arrow-array/Cargo.toml"),
        "[package]\nname = \"arrow-array\"\nversion = { workspace = true }\n");
    write(w.resolve("parquet-testing/README.md"), "data\n");
    return w;
  }

  @Test
  void aCheckoutIsLabelledByItsDirectoryAndTheHashOfItsRustSources() throws Exception {
    Path w = workspace();
    ArrowRsLocal local = ArrowRsLocal.of(w.toString());
    assertTrue(local.label.matches("local-arrow-rs-branch-[0-9a-f]{8}"), local.label);
    assertEquals("arrow-rs@" + local.label, local.peer());
    assertFalse(PeerMatrix.python(local.peer()), "a Rust build, no Python");
    write(w.resolve("parquet-testing/README.md"), "other data\n");
    write(w.resolve("target/release/x.rs"), "built\n");
    assertEquals(local.label, ArrowRsLocal.of(w.toString()).label, "only sources count");
    write(w.resolve("parquet/src/lib.rs"), "pub fn g() {}\n");
    assertNotEquals(local.label, ArrowRsLocal.of(w.toString()).label, "a source changed");
  }

  @Test
  void theDriversCopyTakesTheCheckoutsCratesAtTheirVersion() throws Exception {
    Path w = workspace();
    String patched =
        ArrowRsLocal.of(w.toString())
            .patched(
                "[package]\nname = \"pme-peer-arrow-rs\"\nversion = \"0.1.0\"\n[dependencies]\n"
                    + "parquet = { version = \"=58.4.1\", default-features = false }\n"
                    + "arrow-array = \"=58.4.1\"\narrow-cast = \"=58.4.1\"\n");
    assertTrue(
        patched.contains("parquet = { version = \"=58.5.0\", default-features = false }\n"),
        patched);
    assertTrue(patched.contains("arrow-array = \"=58.5.0\"\n"), patched);
    assertTrue(patched.contains("arrow-cast = \"=58.4.1\"\n"), "not in the checkout: " + patched);
    assertTrue(patched.contains("version = \"0.1.0\"\n"), "the driver's own version: " + patched);
    assertTrue(
        patched.endsWith(
            "[patch.crates-io]\nparquet = { path = \""
                + w.resolve("parquet")
                + "\" }\narrow-array = { path = \""
                + w.resolve("arrow-array")
                + "\" }\n"),
        patched);
  }

  @Test
  void theParquetCrateAloneIsACheckoutToo() throws Exception {
    Path crate = dir.resolve("parquet-58.4.1");
    write(crate.resolve("Cargo.toml"), "[package]\nname = \"parquet\"\nversion = \"58.4.1\"\n");
    String patched = ArrowRsLocal.of(crate.toString()).patched("parquet = \"=58.4.1\"\n");
    assertTrue(
        patched.endsWith("[patch.crates-io]\nparquet = { path = \"" + crate + "\" }\n"), patched);
  }

  @Test
  void aLockFileSaysWhetherCargoTookTheCheckoutsParquet() throws Exception {
    Path lock = dir.resolve("Cargo.lock");
    write(
        lock,
        "[[package]]\nname = \"parquet\"\nversion = \"58.5.0\"\ndependencies = [\n \"bytes\",\n]\n");
    assertTrue(ArrowRsLocal.fromCheckout(lock));
    write(
        lock,
        "[[package]]\nname = \"parquet\"\nversion = \"58.4.1\"\n"
            + "source = \"registry+https://github.com/rust-lang/crates.io-index\"\n");
    assertFalse(ArrowRsLocal.fromCheckout(lock), "crates.io's");
    write(lock, "[[package]]\nname = \"bytes\"\nversion = \"1.0.0\"\n");
    assertFalse(ArrowRsLocal.fromCheckout(lock), "no parquet at all");
  }

  @Test
  void whatIsNotAnArrowRsCheckoutIsRefusedSayingWhy() throws Exception {
    Path other = dir.resolve("other");
    write(other.resolve("Cargo.toml"), "[package]\nname = \"polars\"\nversion = \"1.0.0\"\n");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ArrowRsLocal.of(other.toString()));
    assertEquals(
        other
            + ": not an arrow-rs checkout (no Cargo.toml of the parquet crate in it or in its "
            + "parquet/)",
        e.getMessage());
  }
}
