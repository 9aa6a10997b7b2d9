package org.pmebench.userfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

class CsvTableTest {
  @TempDir Path dir;

  private Path csv(String text) throws Exception {
    return Files.write(dir.resolve("t.csv"), text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * {@code file} written with {@code schema} ({@code expected} rows, checked), read back: each row
   * on one line.
   */
  private static List<String> writeAndRead(Path file, MessageType schema, int expected)
      throws Exception {
    FileStore out = FileStore.create(FileStore.MEMORY);
    assertEquals(expected, CsvTable.write(file, schema, out.output()));
    List<String> rows = new ArrayList<String>();
    StandardFiles.readAll(
        out.input(),
        null,
        StandardFiles.configuration(),
        row -> rows.add(row.toString().replace('\n', ' ').trim()));
    return rows;
  }

  @Test
  void infersTheNarrowestTypeOfEveryColumnAndWritesItsValues() throws Exception {
    Path file =
        csv(
            "\uFEFFid,amount,paid,name,card.number,note\n"
                + "1,10,true,Ann,4111,\n"
                + "2,2.5,FALSE,\"Lee, Bo\",,x\n"
                + "-3,1e3,true,7,4222,y\n");
    MessageType schema = CsvTable.inferSchema(file);
    assertEquals(
        MessageTypeParser.parseMessageType(
            "message csv { required int64 id; required double amount; "
                + "required boolean paid; required binary name (STRING); optional int64 card_number; "
                + "optional binary note (STRING); }"),
        schema);
    List<String> rows = writeAndRead(file, schema, 3);
    assertEquals("id: 2 amount: 2.5 paid: false name: Lee, Bo note: x", rows.get(1));
  }

  @Test
  void datesAndTimestampsAreInferredAsSuchAndWrittenInTheirUnits() throws Exception {
    Path file =
        csv(
            "day,issued,paid_at,odd\n"
                + "2015-01-01,2015-01-01T00:00:00.000,2015-01-01T08:30:00Z,2015-01-01\n"
                + "2016-02-29,2016-02-29 13:45:10.5,2016-02-29T13:45:10+01:00,2015-13-01\n");
    MessageType schema = CsvTable.inferSchema(file);
    assertEquals(
        MessageTypeParser.parseMessageType(
            "message csv { required int32 day (DATE); "
                + "required int64 issued (TIMESTAMP(MICROS,false)); required int64 paid_at (TIMESTAMP(MICROS,true)); "
                + "required binary odd (STRING); }"),
        schema,
        "2015-13-01 is no date: that column stays text");
    List<String> rows = writeAndRead(file, schema, 2);
    // 2016-02-29 is day 16860; 13:45:10.5 local is 1456753510500000 us; 13:45:10+01:00 is 12:45:10
    // UTC.
    assertEquals(
        "day: 16860 issued: 1456753510500000 paid_at: 1456749910000000 odd: 2015-13-01",
        rows.get(1));
    Path schemaFile =
        Files.write(
            dir.resolve("s.txt"),
            ("message t { required int32 day (DATE); required int64 "
                    + "issued (TIMESTAMP(MILLIS,false)); required int64 paid_at (TIMESTAMP(MILLIS,true)); required binary odd; }")
                .getBytes(StandardCharsets.UTF_8));
    MessageType given = CsvTable.parseSchema(schemaFile);
    assertEquals(
        file + " line 3: odd '2015-13-01' is not a date",
        assertThrows(
                IllegalArgumentException.class,
                () ->
                    CsvTable.write(
                        file,
                        CsvTable.parseSchema(
                            Files.write(
                                dir.resolve("d.txt"),
                                ("message t { required int32 "
                                        + "day (DATE); required int64 issued (TIMESTAMP(MILLIS,false)); required int64 paid_at "
                                        + "(TIMESTAMP(MILLIS,true)); required int32 odd (DATE); }")
                                    .getBytes(StandardCharsets.UTF_8))),
                        FileStore.create(FileStore.MEMORY).output()))
            .getMessage());
    assertEquals(
        "day: 16860 issued: 1456753510500 paid_at: 1456749910000 odd: 2015-13-01",
        writeAndRead(file, given, 2).get(1));
  }

  @Test
  void takesTheUsersSchemaAndSaysWhereAValueDoesNotFit() throws Exception {
    Path schemaFile =
        Files.write(
            dir.resolve("s.txt"),
            "message t { required int32 id; optional binary name (STRING); }"
                .getBytes(StandardCharsets.UTF_8));
    MessageType schema = CsvTable.parseSchema(schemaFile);
    FileStore out = FileStore.create(FileStore.MEMORY);
    assertEquals(2, CsvTable.write(csv("id,name\n1,a\n2,\n"), schema, out.output()));
    assertEquals(
        csv("id,name\n1,a\nx,b\n") + " line 3: id 'x' is not int32",
        assertThrows(
                IllegalArgumentException.class,
                () -> CsvTable.write(dir.resolve("t.csv"), schema, out.output()))
            .getMessage());
    assertEquals(
        csv("id,name\n,a\n") + " line 2: id is empty but required",
        assertThrows(
                IllegalArgumentException.class,
                () -> CsvTable.write(dir.resolve("t.csv"), schema, out.output()))
            .getMessage());
    Path nested =
        Files.write(
            dir.resolve("n.txt"),
            "message t { required group g { required int32 a; } }"
                .getBytes(StandardCharsets.UTF_8));
    assertEquals(
        nested
            + ": field g is not a single value; a CSV column is one required or optional primitive",
        assertThrows(IllegalArgumentException.class, () -> CsvTable.parseSchema(nested))
            .getMessage());
  }

  @Test
  void refusesACsvItCannotReadNamingTheLine() throws Exception {
    assertEquals(
        csv("a,b\n1,2\n3\n") + " line 3: 1 fields, the header has 2",
        assertThrows(
                IllegalArgumentException.class, () -> CsvTable.inferSchema(dir.resolve("t.csv")))
            .getMessage());
    assertEquals(
        csv("a,b\n") + ": a header and no records",
        assertThrows(
                IllegalArgumentException.class, () -> CsvTable.inferSchema(dir.resolve("t.csv")))
            .getMessage());
    assertEquals(
        csv("") + ": empty, no header row",
        assertThrows(
                IllegalArgumentException.class, () -> CsvTable.inferSchema(dir.resolve("t.csv")))
            .getMessage());
  }
}
