package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.security.TamperMatrix.Case;
import org.pmebench.security.TamperMatrix.Region;

/**
 * Pins what parquet-hadoop 1.13.1 does with one flipped byte per region: AES_GCM_V1 detects every
 * change; AES_GCM_CTR_V1 detects changes to page headers and metadata (GCM) but decrypts a changed
 * byte in a data or dictionary page (CTR, no tag) to wrong values without any error.
 */
class TamperMatrixTest {
  private static final String GCM_TAG = "TagVerificationException: GCM tag check failed";
  private static final String FOOTER_SIGNATURE =
      "TagVerificationException: Signature mismatch in plaintext footer";
  private static List<Case> cases;

  @BeforeAll
  static void run() throws Exception {
    cases = TamperMatrix.run();
  }

  static Stream<Arguments> expected() {
    List<Arguments> all = new ArrayList<Arguments>();
    for (EncryptionMode mode :
        new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      for (boolean plaintextFooter : new boolean[] {false, true}) {
        for (Region r : Region.values()) {
          String outcome;
          if (r == Region.FOOTER || r == Region.COLUMN_METADATA) {
            outcome = plaintextFooter ? FOOTER_SIGNATURE : GCM_TAG;
          } else if (mode == EncryptionMode.AES_GCM_CTR_V1
              && (r == Region.DATA_PAGE || r == Region.DICTIONARY_PAGE)) {
            outcome = TamperMatrix.SILENT;
          } else {
            outcome = GCM_TAG;
          }
          all.add(Arguments.of(mode, plaintextFooter, r, outcome));
        }
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0}, plaintext footer {1}, {2}: {3}")
  @MethodSource("expected")
  void oneFlippedByte(EncryptionMode mode, boolean plaintextFooter, Region region, String outcome) {
    for (Case c : cases) {
      if (c.mode == mode && c.plaintextFooter == plaintextFooter && c.region == region) {
        assertEquals(outcome, c.outcome);
        return;
      }
    }
    throw new AssertionError("no such case");
  }

  @Test
  void theTableShowsEveryCaseAndMarksTheSilentOnes() {
    String md = TamperMatrix.toMarkdown(cases);
    assertEquals(2 + Region.values().length, md.split("\n").length);
    assertTrue(
        md.contains(
            "| data page | detected: `"
                + GCM_TAG
                + "` | detected: `"
                + GCM_TAG
                + "` | **WRONG VALUES, NO ERROR** | **WRONG VALUES, NO ERROR** |"),
        md);
  }
}
