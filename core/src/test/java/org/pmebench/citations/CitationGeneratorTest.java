package org.pmebench.citations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.junit.jupiter.api.Test;

class CitationGeneratorTest {
  static String csv(long seed, int rows, List<CitationColumn> columns) throws Exception {
    StringWriter out = new StringWriter();
    new CitationGenerator(seed, columns).write(out, rows);
    return out.toString();
  }

  @Test
  void theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws Exception {
    String a = csv(7, 2000, CitationColumn.CLASSIC);
    assertEquals(a, csv(7, 2000, CitationColumn.CLASSIC));
    assertNotEquals(a, csv(8, 2000, CitationColumn.CLASSIC));
  }

  @Test
  void theOutputIsAnExportTheReaderTakesStrictlyWithRealisticShapes() throws Exception {
    String text = csv(42, 5000, CitationColumn.CLASSIC);
    assertTrue(
        text.startsWith(String.join(",", CitationColumn.headers(CitationColumn.CLASSIC)) + "\n"));
    assertTrue(text.contains(",\""), "some locations are intersections with a comma, quoted");
    List<Group> rows;
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(text), true)) {
      rows = reader.readAll();
    }
    assertEquals(5000, rows.size());
    int california = 0;
    int withMeter = 0;
    int withVin = 0;
    int unknownPlace = 0;
    for (Group row : rows) {
      assertTrue(
          Long.toString(row.getLong("ticket_number", 0)).matches("[14][0-9]{9}"), "10 digits");
      int time =
          row.getFieldRepetitionCount("issue_time") == 0 ? 0 : row.getInteger("issue_time", 0);
      assertTrue(time >= 0 && time <= 2359 && time % 100 < 60, "HHMM: " + time);
      california +=
          row.getFieldRepetitionCount("rp_state_plate") > 0
                  && row.getString("rp_state_plate", 0).equals("CA")
              ? 1
              : 0;
      withMeter += row.getFieldRepetitionCount("meter_id");
      withVin += row.getFieldRepetitionCount("vin");
      unknownPlace +=
          row.getFieldRepetitionCount("latitude") > 0 && row.getDouble("latitude", 0) == 99999
              ? 1
              : 0;
    }
    assertTrue(california > 4300 && california < 4800, "CA dominates: " + california);
    assertTrue(withMeter > 100 && withMeter < 2000, "meter ids are mostly empty: " + withMeter);
    assertTrue(withVin < 150, "VINs are rare: " + withVin);
    assertTrue(
        unknownPlace > 100 && unknownPlace < 1500, "some 99999 coordinates: " + unknownPlace);
  }

  @Test
  void twentyTwoColumnsWhenAsked() throws Exception {
    String text = csv(1, 100, Arrays.asList(CitationColumn.values()));
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(text), true)) {
      assertEquals(22, reader.schema.columns.size());
      assertEquals(100, reader.readAll().size());
    }
  }
}
