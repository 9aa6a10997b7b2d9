package org.pmebench.citations;

import com.opencsv.CSVReader;
import com.opencsv.CSVReaderBuilder;
import com.opencsv.RFC4180ParserBuilder;
import com.opencsv.exceptions.CsvValidationException;
import java.io.Closeable;
import java.io.IOException;
import java.io.PushbackReader;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.parquet.example.data.Group;

/**
 * Reads a parking-citations CSV (the city's export or the generator's) into typed rows. Quoted
 * fields (with commas, doubled quotes or line breaks), empty fields, CRLF or LF line ends and a
 * UTF-8 byte-order mark are all fine. A header row is recognised by its column names (19 or 22, in
 * any order); without one, the 19 columns must be in the export's order. A record that cannot
 * become a row is skipped and remembered with its line number and reason, or, when strict, ends the
 * read with that reason: nothing is dropped without a trace.
 */
public final class CitationCsvReader implements Closeable {
  /** A record that was not turned into a row. */
  public static final class Problem {
    public final long line;
    public final String reason;

    Problem(long line, String reason) {
      this.line = line;
      this.reason = reason;
    }

    @Override
    public String toString() {
      return "line " + line + ": " + reason;
    }
  }

  private final CSVReader csv;
  private final boolean strict;
  public final CitationSchema schema;
  private final List<Problem> problems = new ArrayList<Problem>();
  private String[] pending;
  private long pendingLine;
  private long rows;
  private long blankLines;

  private CitationCsvReader(
      CSVReader csv, boolean strict, CitationSchema schema, String[] pending, long pendingLine) {
    this.csv = csv;
    this.strict = strict;
    this.schema = schema;
    this.pending = pending;
    this.pendingLine = pendingLine;
  }

  /**
   * @param strict a malformed record ends the read with a {@link MalformedRecordException}
   * @throws MalformedRecordException when the header names unknown or duplicate columns, lacks some
   *     of the 19, or there is no header and the first record does not have 19 fields
   */
  public static CitationCsvReader open(Reader in, boolean strict)
      throws IOException, MalformedRecordException {
    CSVReader csv =
        new CSVReaderBuilder(withoutByteOrderMark(in))
            .withCSVParser(new RFC4180ParserBuilder().build())
            .withKeepCarriageReturn(false)
            .build();
    String[] first = readRecord(csv);
    if (first == null) {
      throw new MalformedRecordException("line 1: empty file, no header and no records");
    }
    List<CitationColumn> header = header(first);
    if (header != null) {
      return new CitationCsvReader(csv, strict, new CitationSchema(header), null, 0);
    }
    if (first.length != CitationColumn.CLASSIC.size()) {
      throw new MalformedRecordException(
          "line 1: no header (no known column names) and "
              + first.length
              + " fields; a file without a header must have the export's 19 columns in order");
    }
    return new CitationCsvReader(csv, strict, CitationSchema.classic(), first, 1);
  }

  /** The next row, or null at the end. Malformed records are skipped (see {@link #problems()}). */
  public Group next() throws IOException, MalformedRecordException {
    while (true) {
      String[] record;
      long line;
      if (pending != null) {
        record = pending;
        line = pendingLine;
        pending = null;
      } else {
        line = csv.getLinesRead() + 1;
        record = readRecord(csv);
        if (record == null) {
          return null;
        }
      }
      if (record.length == 1 && record[0].trim().isEmpty()) {
        blankLines++;
        continue;
      }
      try {
        Group row = schema.toRow(record);
        rows++;
        return row;
      } catch (MalformedRecordException e) {
        if (strict) {
          throw new MalformedRecordException("line " + line + ": " + e.getMessage());
        }
        problems.add(new Problem(line, e.getMessage()));
      }
    }
  }

  /** Reads every remaining row. */
  public List<Group> readAll() throws IOException, MalformedRecordException {
    List<Group> all = new ArrayList<Group>();
    Group row;
    while ((row = next()) != null) {
      all.add(row);
    }
    return all;
  }

  public List<Problem> problems() {
    return Collections.unmodifiableList(problems);
  }

  public long rows() {
    return rows;
  }

  /** Empty lines between records (not rows, not malformed). */
  public long blankLines() {
    return blankLines;
  }

  @Override
  public void close() throws IOException {
    csv.close();
  }

  private static String[] readRecord(CSVReader csv) throws IOException {
    try {
      return csv.readNext();
    } catch (CsvValidationException e) {
      throw new IOException("line " + csv.getLinesRead() + ": " + e.getMessage(), e);
    }
  }

  /**
   * The columns a header row names, or null if the row is not a header (no name is a known column).
   */
  static List<CitationColumn> header(String[] record) throws MalformedRecordException {
    List<CitationColumn> columns = new ArrayList<CitationColumn>();
    List<String> unknown = new ArrayList<String>();
    for (String name : record) {
      CitationColumn c = CitationColumn.byHeader(name);
      if (c == null) {
        unknown.add(name);
      } else if (columns.contains(c)) {
        throw new MalformedRecordException(
            "line 1: column '" + c.header + "' appears twice in the header");
      } else {
        columns.add(c);
      }
    }
    if (columns.isEmpty()) {
      return null;
    }
    if (!unknown.isEmpty()) {
      throw new MalformedRecordException(
          "line 1: unknown column(s) "
              + unknown
              + " in the header; expected "
              + CitationColumn.headers(CitationColumn.CLASSIC)
              + " and optionally Agency/Color/Body Style Description");
    }
    Set<CitationColumn> missing = EnumSet.copyOf(CitationColumn.CLASSIC);
    missing.removeAll(columns);
    if (!missing.isEmpty()) {
      throw new MalformedRecordException(
          "line 1: the header lacks "
              + CitationColumn.headers(new ArrayList<CitationColumn>(missing)));
    }
    return columns;
  }

  private static Reader withoutByteOrderMark(Reader in) throws IOException {
    PushbackReader reader = new PushbackReader(in, 1);
    int first = reader.read();
    if (first != -1 && first != '\uFEFF') {
      reader.unread(first);
    }
    return reader;
  }
}
