package org.pmebench.citations;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

/**
 * The Parquet schema of a citations file (the columns of its CSV, 19 or 22) and the typed
 * conversion of one CSV record into a row. An empty field is null; an unparsable value in a typed
 * column, or an empty required one, is a {@link MalformedRecordException} naming the column.
 */
public final class CitationSchema {
  /** "2015-12-21T00:00:00.000"; the export writes midnight for every date. */
  private static final DateTimeFormatter EXPORT_DATE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");

  public final List<CitationColumn> columns;
  public final MessageType schema;
  private final SimpleGroupFactory rows;

  public CitationSchema(List<CitationColumn> columns) {
    this.columns = Collections.unmodifiableList(new ArrayList<CitationColumn>(columns));
    List<Type> fields = new ArrayList<Type>();
    for (CitationColumn c : columns) {
      fields.add(c.parquetType());
    }
    this.schema = new MessageType("la_parking_citation", fields);
    this.rows = new SimpleGroupFactory(schema);
  }

  /** The blog's 19 columns. */
  public static CitationSchema classic() {
    return new CitationSchema(CitationColumn.CLASSIC);
  }

  public ColumnPath path(CitationColumn column) {
    return ColumnPath.get(column.parquetName);
  }

  /** {@code record} holds one field per column, in {@link #columns} order. */
  public Group toRow(String[] record) throws MalformedRecordException {
    if (record.length != columns.size()) {
      throw new MalformedRecordException(record.length + " fields, expected " + columns.size());
    }
    Group row = rows.newGroup();
    for (int i = 0; i < record.length; i++) {
      CitationColumn c = columns.get(i);
      String text = record[i].trim();
      if (text.isEmpty()) {
        if (c.required) {
          throw new MalformedRecordException("empty " + c.header);
        }
        continue;
      }
      try {
        switch (c.kind) {
          case STRING:
            row.add(c.parquetName, text);
            break;
          case INT32:
            row.add(c.parquetName, Integer.parseInt(text));
            break;
          case INT64:
            row.add(c.parquetName, Long.parseLong(text));
            break;
          case DATE:
            row.add(c.parquetName, (int) parseDate(text).toEpochDay());
            break;
          default:
            row.add(c.parquetName, Double.parseDouble(text));
            break;
        }
      } catch (NumberFormatException | DateTimeParseException e) {
        throw new MalformedRecordException(c.header + " '" + text + "' is not " + describe(c.kind));
      }
    }
    return row;
  }

  /** The export's timestamp form, or a plain ISO date. */
  static LocalDate parseDate(String text) {
    return text.length() > 10 ? LocalDate.parse(text, EXPORT_DATE) : LocalDate.parse(text);
  }

  static String formatDate(LocalDate date) {
    return date.atStartOfDay().format(EXPORT_DATE);
  }

  private static String describe(CitationColumn.Kind kind) {
    switch (kind) {
      case INT32:
      case INT64:
        return "an integer";
      case DATE:
        return "a date like 2015-12-21T00:00:00.000";
      default:
        return "a number";
    }
  }
}
