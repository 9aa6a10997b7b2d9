package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --peer-pyarrow's values: a release from PyPI, or a local wheel labelled by its version and the
 * hash of its bytes; each installed as the pinned requirements with only pyarrow replaced.
 */
class PyarrowBuildTest {
  @TempDir Path dir;

  @Test
  void aReleaseIsItsNumberAndAWheelItsVersionAndTheHashOfItsBytes() throws Exception {
    PyarrowBuild release = PyarrowBuild.of("19.0.1");
    assertEquals("19.0.1", release.label);
    assertEquals("pyarrow@19.0.1", release.peer());
    assertEquals("19.0.1", PeerMatrix.buildLabel(release.peer()));
    assertNull(PeerMatrix.buildLabel("pyarrow"));

    Path wheel = dir.resolve("pyarrow-27.0.0.dev12-cp311-cp311-linux_x86_64.whl");
    Files.write(wheel, new byte[] {1, 2, 3});
    PyarrowBuild local = PyarrowBuild.of(wheel.toString());
    assertTrue(local.label.matches("local-27\\.0\\.0\\.dev12-[0-9a-f]{8}"), local.label);
    assertEquals(wheel.toAbsolutePath().toString(), local.requirement);
    assertEquals(local.label, PyarrowBuild.of(wheel.toString()).label, "the same bytes, one label");
    Files.write(wheel, new byte[] {1, 2, 4});
    assertNotEquals(local.label, PyarrowBuild.of(wheel.toString()).label, "one byte changed");
  }

  @Test
  void onlyPyarrowsLineOfThePinnedRequirementsIsReplaced() {
    assertEquals(
        "# peers\npyarrow==19.0.1\ncryptography==46.0.3\nduckdb==1.5.5\n",
        PyarrowBuild.of("19.0.1")
            .requirements(
                Arrays.asList(
                    "# peers", "pyarrow==26.0.1", "cryptography==46.0.3", "duckdb==1.5.5")));
  }

  @Test
  void whatIsNeitherAReleaseNorAWheelIsRefusedSayingWhy() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PyarrowBuild.of("latest"));
    assertEquals(
        "'latest' is neither a pyarrow release (e.g. 19.0.1) nor a pyarrow-<version>-....whl",
        e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> PyarrowBuild.of("/nonexistent/pyarrow-19.0.1-cp311-cp311-linux_x86_64.whl"));
    assertEquals(
        "/nonexistent/pyarrow-19.0.1-cp311-cp311-linux_x86_64.whl: no such wheel", e.getMessage());
  }
}
