package org.pmebench.citations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.junit.jupiter.api.Test;

class CitationCsvReaderTest {
  private static Reader fixture(String name) {
    return new InputStreamReader(
        CitationCsvReaderTest.class.getResourceAsStream("/parking/" + name),
        StandardCharsets.UTF_8);
  }

  private static int days(String isoDate) {
    return (int) LocalDate.parse(isoDate).toEpochDay();
  }

  @Test
  void parsesTheExportFixtureExactly() throws Exception {
    try (CitationCsvReader reader = CitationCsvReader.open(fixture("citations-export.csv"), true)) {
      List<Group> rows = reader.readAll();
      assertEquals(19, reader.schema.columns.size(), "the BOM does not hide the first column name");
      assertEquals(9, rows.size());
      assertEquals(1, reader.blankLines());
      assertTrue(reader.problems().isEmpty());

      Group first = rows.get(0);
      assertEquals(1103341116L, first.getLong("ticket_number", 0));
      assertEquals(days("2015-12-21"), first.getInteger("issue_date", 0));
      assertEquals(1251, first.getInteger("issue_time", 0));
      assertEquals(0, first.getFieldRepetitionCount("meter_id"), "an empty field is null");
      assertEquals(0, first.getFieldRepetitionCount("vin"));
      assertEquals(200304, first.getInteger("plate_expiry_date", 0));
      assertEquals("13147 WELBY WAY", first.getString("location", 0));
      assertEquals("01521", first.getString("route", 0), "codes keep their leading zeros");
      assertEquals(50.0, first.getDouble("fine_amount", 0), 0);
      assertEquals(
          99999.0, first.getDouble("latitude", 0), 0, "the unknown-location sentinel is kept");

      assertEquals(
          "GEORGIA ST, OLYMPIC BLVD", rows.get(4).getString("location", 0), "quoted comma");
      assertEquals(115, rows.get(4).getInteger("issue_time", 0), "HHMM without leading zeros");
      assertEquals(19, rows.get(5).getInteger("issue_time", 0));
      assertEquals(
          "PARK IN GRID LOCK ZN, \"TOW-AWAY\"",
          rows.get(6).getString("violation_description", 0),
          "quoted comma and doubled quotes");
      assertEquals("WF74", rows.get(6).getString("meter_id", 0));
      assertEquals(0, rows.get(3).getFieldRepetitionCount("fine_amount"));
      assertEquals(0, rows.get(3).getFieldRepetitionCount("plate_expiry_date"));
      assertEquals("5TDBK3EH4BS123456", rows.get(7).getString("vin", 0));

      Group last = rows.get(8);
      assertEquals(4272821516L, last.getLong("ticket_number", 0), "after the blank line");
      assertEquals(5, last.getInteger("issue_time", 0));
      assertEquals("1005", last.getString("marked_time", 0));
      assertEquals(
          8,
          last.getInteger("plate_expiry_date", 0),
          "junk expiry values are kept as the export has them");
      assertEquals(6476712.3, last.getDouble("latitude", 0), 1e-9);
      assertEquals(54, last.getInteger("agency", 0));
      assertNull(reader.next());
    }
  }

  @Test
  void malformedRecordsAreCountedWithTheirLinesAndTheRestIsRead() throws Exception {
    try (CitationCsvReader reader =
        CitationCsvReader.open(fixture("citations-malformed.csv"), false)) {
      List<Group> rows = reader.readAll();
      assertEquals(2, rows.size());
      assertEquals(2, reader.rows());
      List<CitationCsvReader.Problem> problems = reader.problems();
      assertEquals(4, problems.size(), problems.toString());
      assertEquals("line 3: 18 fields, expected 19", problems.get(0).toString());
      assertEquals("line 4: Fine amount 'fifty' is not a number", problems.get(1).toString());
      assertEquals("line 5: empty Ticket number", problems.get(2).toString());
      assertEquals(
          "line 6: Issue Date '21/12/2015' is not a date like 2015-12-21T00:00:00.000",
          problems.get(3).toString());
    }
  }

  @Test
  void strictReadingStopsAtTheFirstMalformedRecord() throws Exception {
    try (CitationCsvReader reader =
        CitationCsvReader.open(fixture("citations-malformed.csv"), true)) {
      assertEquals(1103341116L, reader.next().getLong("ticket_number", 0));
      MalformedRecordException e = assertThrows(MalformedRecordException.class, reader::next);
      assertEquals("line 3: 18 fields, expected 19", e.getMessage());
    }
  }

  @Test
  void aHeaderWithTheThreeDescriptionColumnsGivesTwentyTwoColumnsInFileOrder() throws Exception {
    String csv =
        "Ticket number,Issue Date,Issue time,Meter Id,Marked Time,RP State Plate,Plate Expiry Date,VIN,Make,"
            + "Body Style,Body Style Description,Color,Color Description,Location,Route,Agency,Agency Description,"
            + "Violation code,Violation Description,Fine amount,Latitude,Longitude\n"
            + "1103341116,2015-12-21T00:00:00.000,1251,,,CA,200304,,HOND,PA,PASSENGER,GY,GRAY,13147 WELBY WAY,01521,1,"
            + "1 - WESTERN,4000A1,NO EVIDENCE OF REG,50,99999,99999\n";
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(csv), true)) {
      assertEquals(22, reader.schema.columns.size());
      assertEquals(CitationColumn.BODY_STYLE_DESCRIPTION, reader.schema.columns.get(10));
      Group row = reader.next();
      assertEquals("GRAY", row.getString("color_description", 0));
      assertEquals("1 - WESTERN", row.getString("agency_description", 0));
    }
  }

  @Test
  void aFileWithoutHeaderIsReadInTheExportsOrder() throws Exception {
    String csv =
        "1103341116,2015-12-21T00:00:00.000,1251,,,CA,200304,,HOND,PA,GY,13147 WELBY WAY,01521,1,4000A1,"
            + "NO EVIDENCE OF REG,50,99999,99999\r\n";
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(csv), true)) {
      assertEquals("13147 WELBY WAY", reader.next().getString("location", 0));
      assertNull(reader.next());
    }
  }

  @Test
  void aWrongHeaderIsRefusedWithWhatIsWrong() {
    MalformedRecordException unknown =
        assertThrows(
            MalformedRecordException.class,
            () ->
                CitationCsvReader.open(
                    new StringReader("Ticket number,Issue Date,Plate Colour\n"), false));
    assertTrue(
        unknown.getMessage().startsWith("line 1: unknown column(s) [Plate Colour]"),
        unknown.getMessage());
    MalformedRecordException missing =
        assertThrows(
            MalformedRecordException.class,
            () -> CitationCsvReader.open(new StringReader("Ticket number,Issue Date\n"), false));
    assertTrue(
        missing.getMessage().startsWith("line 1: the header lacks [Issue time, Meter Id"),
        missing.getMessage());
    MalformedRecordException empty =
        assertThrows(
            MalformedRecordException.class,
            () -> CitationCsvReader.open(new StringReader(""), false));
    assertFalse(empty.getMessage().isEmpty());
  }
}
