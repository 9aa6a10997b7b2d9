package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproduction of the interop matrix's causes A and B in arrow-go (docs/findings.md, who cannot
 * read whose files; scripts/arrow-go-pme-causes.py): the pinned arrow-go panics on an encrypted
 * file whose FileCryptoMetaData leaves out the optional {@code supply_aad_prefix}, which pyarrow
 * reads either way, and decodes no DELTA_BYTE_ARRAY on a FIXED_LEN_BYTE_ARRAY column. When arrow-go
 * checks the field or gains the decoder, this fails and the matrix's expected cells are due for an
 * update.
 */
class ArrowGoPmeCausesTest {
  @TempDir Path dir;

  @Test
  void arrowGoPanicsWithoutTheOptionalSupplyAadPrefixAndDecodesNoDeltaByteArrayOnFlba()
      throws Exception {
    Path home = Paths.get("").toAbsolutePath();
    Path python = PythonEnvironment.python(home, "python3", dir.resolve("venv.log"));
    Path driver = ArrowGoBuild.binary(home, "go", dir.resolve("go.log"));
    JsonNode r =
        ReproductionScript.run(
            dir, python, "scripts/arrow-go-pme-causes.py", "--arrow-go", driver.toString());
    JsonNode a = r.path("supply-aad-prefix");
    assertEquals("ok", a.path("pyarrow, as written").asText(), a.toString());
    assertEquals("ok", a.path("pyarrow, without supply_aad_prefix").asText(), a.toString());
    assertEquals("ok", a.path("arrow-go, as written").asText(), a.toString());
    assertTrue(
        a.path("arrow-go, without supply_aad_prefix").asText().contains("nil pointer dereference"),
        a.toString());
    JsonNode b = r.path("flba-delta");
    assertEquals("ok", b.path("PLAIN").asText(), b.toString());
    assertEquals(
        "ok without fixed (values equal)", b.path("DELTA_BYTE_ARRAY").asText(), b.toString());
  }
}
