package org.pmebench.citations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.InMemoryOutputFile;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardWorkload;

class CitationFilesTest {
  private static final ExplicitKeys KEYS = new ExplicitKeys(3);
  private static final CitationSchema SCHEMA = CitationSchema.classic();
  private static List<Group> rows;

  @BeforeAll
  static void generate() throws Exception {
    try (CitationCsvReader reader =
        CitationCsvReader.open(
            new StringReader(CitationGeneratorTest.csv(5, 3000, CitationColumn.CLASSIC)), true)) {
      rows = reader.readAll();
    }
  }

  private static InMemoryInputFile write(
      EncryptionMode mode, EncryptedColumns columns, StandardWorkload workload) throws Exception {
    InMemoryOutputFile out = new InMemoryOutputFile();
    CitationFiles.write(
        rows,
        out,
        SCHEMA.schema,
        workload,
        KEYS.encrypt(mode, columns.paths(SCHEMA)),
        StandardFiles.configuration());
    return new InMemoryInputFile(out.toByteArray());
  }

  /** The columns that stay plaintext when the sensitive ones are encrypted. */
  private static MessageType plaintextColumns() {
    List<Type> fields = new ArrayList<Type>();
    for (Type t : SCHEMA.schema.getFields()) {
      if (!t.getName().equals("ticket_number") && !t.getName().equals("issue_date")) {
        fields.add(t);
      }
    }
    return new MessageType(SCHEMA.schema.getName(), fields);
  }

  /** Every message in the cause chain. */
  private static String causes(Throwable e) {
    StringBuilder s = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      s.append(t).append(" <- ");
    }
    return s.toString();
  }

  private static List<Group> readAll(ParquetReader<Group> reader) throws Exception {
    List<Group> read = new ArrayList<Group>();
    try (ParquetReader<Group> r = reader) {
      Group g;
      while ((g = r.read()) != null) {
        read.add(g);
      }
    }
    return read;
  }

  @ParameterizedTest
  @EnumSource(
      value = EncryptionMode.class,
      names = {"AES_GCM_V1", "AES_GCM_CTR_V1"})
  void thePlaintextColumnsReadWithoutColumnKeysAndTheSensitiveOnesDoNot(EncryptionMode mode)
      throws Exception {
    InMemoryInputFile file = write(mode, EncryptedColumns.SENSITIVE, StandardWorkload.SPEC1);

    List<Group> projected =
        readAll(CitationFiles.reader(file, plaintextColumns(), KEYS.footerOnly()));
    assertEquals(rows.size(), projected.size());
    for (int i = 0; i < rows.size(); i += 97) {
      assertEquals(rows.get(i).getString("location", 0), projected.get(i).getString("location", 0));
      assertEquals(
          rows.get(i).getString("violation_code", 0),
          projected.get(i).getString("violation_code", 0));
    }

    Exception noKey =
        assertThrows(
            Exception.class, () -> readAll(CitationFiles.reader(file, null, KEYS.footerOnly())));
    assertTrue(
        causes(noKey).contains("ticket_number"),
        "names the column whose key is missing: " + causes(noKey));
    assertThrows(
        Exception.class,
        () -> readAll(CitationFiles.reader(file, plaintextColumns(), null)),
        "the footer is encrypted: nothing without its key");

    List<Group> all = readAll(CitationFiles.reader(file, null, KEYS.decryptAll(SCHEMA.schema)));
    assertEquals(
        rows.get(1234).getLong("ticket_number", 0), all.get(1234).getLong("ticket_number", 0));
    assertEquals(
        rows.get(1234).getInteger("issue_date", 0), all.get(1234).getInteger("issue_date", 0));

    // The timed read (CitationFiles.readAll) projects and refuses the same way.
    List<Object> timed = new java.util.ArrayList<Object>();
    assertEquals(
        rows.size(),
        CitationFiles.readAll(file, plaintextColumns(), KEYS.footerOnly(), timed::add));
    assertEquals(projected.get(2345).toString(), timed.get(2345).toString());
    Exception timedNoKey =
        assertThrows(
            Exception.class, () -> CitationFiles.readAll(file, null, KEYS.footerOnly(), g -> {}));
    assertTrue(causes(timedNoKey).contains("ticket_number"), causes(timedNoKey));
  }

  @ParameterizedTest
  @ValueSource(strings = {"NONE", "SENSITIVE", "ALL"})
  void columnSharesAddUpToTheFilesColumnData(String columns) throws Exception {
    EncryptedColumns set = EncryptedColumns.valueOf(columns);
    EncryptionMode mode =
        set == EncryptedColumns.NONE ? EncryptionMode.PLAINTEXT : EncryptionMode.AES_GCM_V1;
    InMemoryInputFile file = write(mode, set, StandardWorkload.SPEC5);
    ColumnShares shares =
        ColumnShares.of(file, mode.encrypted() ? KEYS.decryptAll(SCHEMA.schema) : null);
    assertEquals(19, shares.bytes.size());
    assertEquals(4, shares.firstOffset, "column data starts after the 4-byte magic");
    assertEquals(
        shares.endOffset - shares.firstOffset,
        shares.total(),
        "chunks are contiguous: no byte unaccounted");
    double sum = 0;
    for (String c : shares.bytes.keySet()) {
      sum += shares.share(c);
    }
    assertEquals(1.0, sum, 1e-9);
  }
}
