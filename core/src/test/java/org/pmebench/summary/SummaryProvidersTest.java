package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.gate.Gate;
import org.pmebench.results.RunResults;

/** A recorded JDK 17 run of parquet R1 with PME's ciphers from SunJCE and from ACCP (GCM only). */
class SummaryProvidersTest {
  private static final String[] FIXTURES = {
    "run.json",
    "jdk17-parquet-read-intrinsics-on.json",
    "jdk17-parquet-read-intrinsics-on-ACCP.json"
  };

  @TempDir Path dir;

  private Summary summary() throws Exception {
    for (String name : FIXTURES) {
      try (InputStream in = getClass().getResourceAsStream("/summary-providers/" + name)) {
        Files.copy(in, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      }
    }
    return Summary.of(RunResults.load(dir), Families.summaryParts());
  }

  @Test
  void overheadRowsSayWhichProviderRanAndItsVersion() throws Exception {
    List<String> seen = new ArrayList<String>();
    for (JsonNode o : summary().overheads()) {
      String provider = o.path("provider").asText();
      seen.add(provider + " " + o.path("encryption").asText());
      if (provider.equals("ACCP")) {
        assertTrue(
            o.path("providerRuns").asText().matches("ACCP 2\\.5\\.0 \\(AWS-LC v[\\d.]+\\)"),
            o.path("providerRuns").asText());
        assertTrue(o.path("id").asText().contains("provider=ACCP"), o.path("id").asText());
      } else {
        assertTrue(o.path("providerRuns").asText().startsWith("SunJCE 17"));
        assertFalse(
            o.path("id").asText().contains("provider="), "SunJCE, the default, stays out of ids");
      }
    }
    assertEquals(3, seen.size(), seen.toString());
    assertTrue(
        seen.contains("ACCP AES_GCM_V1") && seen.contains("SunJCE AES_GCM_CTR_V1"),
        seen.toString());
  }

  @Test
  void theReportNamesTheProvidersThatRan() throws Exception {
    org.pmebench.report.Report.of(summary(), "providers", Families.reportParts()).write(dir);
    String md =
        new String(
            Files.readAllBytes(dir.resolve("report.md")), java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(
        md.matches(
            "(?s).*- Crypto providers that ran: ACCP 2\\.5\\.0 \\(AWS-LC v[\\d.]+\\); SunJCE 17[^\n]*\n.*"),
        md);
    assertTrue(md.contains("| AES_GCM_V1 | ACCP | interleaved |"), md);
  }

  @Test
  void theGateKeysOnTheProvider() throws Exception {
    List<String> keys = new ArrayList<String>();
    for (JsonNode o : summary().overheads()) {
      keys.add(Gate.key(org.pmebench.summary.SummaryFile.row(o), false));
    }
    assertEquals(3, new java.util.HashSet<String>(keys).size(), keys.toString());
    assertTrue(keys.stream().anyMatch(k -> k.contains("provider=ACCP")), keys.toString());
  }
}
