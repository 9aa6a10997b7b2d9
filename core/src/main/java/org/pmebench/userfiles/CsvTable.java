package org.pmebench.userfiles;

import com.opencsv.CSVReader;
import com.opencsv.exceptions.CsvValidationException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

/**
 * A user's CSV export (a header row, then one record a line) as a Parquet table: with the schema
 * the user gives (a Parquet message type; its fields in the header's order) or one inferred from
 * every value — int64 where each value is a whole number, double where each is a number, boolean
 * where each is true or false, a date where each is an ISO date (2015-01-01), a timestamp where
 * each is an ISO date and time (2015-01-01T08:30:00.000 or with a space; with Z or an offset it is
 * adjusted to UTC, without it is local; in microseconds), else a string; optional where a value is
 * empty. Written as parquet-java writes by default (snappy, 128 MB row groups, 1 MB pages,
 * dictionaries), streamed, so the CSV need not fit in memory.
 */
public final class CsvTable {
  private CsvTable() {}

  /** Whether {@code path} names a CSV file (by its extension). */
  public static boolean isCsv(Path path) {
    return path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv");
  }

  /**
   * The schema of {@code csv} from all its values; a column name with '.' gets '_' (a dot joins
   * nested names).
   */
  public static MessageType inferSchema(Path csv) throws IOException {
    try (CSVReader in = open(csv)) {
      String[] header = header(in, csv);
      Kind[] kinds = new Kind[header.length];
      boolean[] empty = new boolean[header.length];
      String[] row;
      long line = 1;
      while ((row = next(in, csv)) != null) {
        line++;
        check(row, header, csv, line);
        for (int c = 0; c < row.length; c++) {
          if (row[c].isEmpty()) {
            empty[c] = true;
          } else {
            kinds[c] = Kind.widen(kinds[c], row[c]);
          }
        }
      }
      if (line == 1) {
        throw new IllegalArgumentException(csv + ": a header and no records");
      }
      Types.MessageTypeBuilder schema = Types.buildMessage();
      for (int c = 0; c < header.length; c++) {
        Kind k = kinds[c] == null ? Kind.STRING : kinds[c];
        Types.PrimitiveBuilder<PrimitiveType> field =
            empty[c] ? Types.optional(k.type) : Types.required(k.type);
        if (k.annotation != null) {
          field.as(k.annotation);
        }
        schema.addField(field.named(name(header[c])));
      }
      return schema.named("csv");
    }
  }

  /** A schema the user gives: a Parquet message type, one primitive field per CSV column. */
  public static MessageType parseSchema(Path file) throws IOException {
    MessageType schema;
    try {
      schema =
          MessageTypeParser.parseMessageType(
              new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          file + ": not a Parquet message type: " + e.getMessage(), e);
    }
    for (Type field : schema.getFields()) {
      if (!field.isPrimitive() || field.isRepetition(Type.Repetition.REPEATED)) {
        throw new IllegalArgumentException(
            file
                + ": field "
                + field.getName()
                + " is not a single value; a CSV "
                + "column is one required or optional primitive");
      }
    }
    return schema;
  }

  /**
   * Writes every record of {@code csv} into {@code out} with {@code schema} (fields in the header's
   * order).
   */
  public static long write(Path csv, MessageType schema, OutputFile out) throws IOException {
    long records = 0;
    SimpleGroupFactory groups = new SimpleGroupFactory(schema);
    try (CSVReader in = open(csv);
        ParquetWriter<Group> writer =
            ExampleParquetWriter.builder(out)
                .withConf(new Configuration(false))
                .withType(schema)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .withCompressionCodec(CompressionCodecName.SNAPPY)
                .withValidation(false)
                .build()) {
      String[] header = header(in, csv);
      if (header.length != schema.getFieldCount()) {
        throw new IllegalArgumentException(
            csv + ": " + header.length + " columns, the schema has " + schema.getFieldCount());
      }
      String[] row;
      long line = 1;
      while ((row = next(in, csv)) != null) {
        line++;
        check(row, header, csv, line);
        Group group = groups.newGroup();
        for (int c = 0; c < row.length; c++) {
          add(group, schema.getType(c).asPrimitiveType(), row[c], csv, line);
        }
        writer.write(group);
        records++;
      }
    }
    if (records == 0) {
      throw new IllegalArgumentException(csv + ": a header and no records");
    }
    return records;
  }

  private static void add(Group group, PrimitiveType field, String value, Path csv, long line) {
    if (value.isEmpty()) {
      if (field.isRepetition(Type.Repetition.REQUIRED)) {
        throw new IllegalArgumentException(
            csv + " line " + line + ": " + field.getName() + " is empty but required");
      }
      return;
    }
    LogicalTypeAnnotation annotation = field.getLogicalTypeAnnotation();
    try {
      addParsed(group, field, annotation, value);
    } catch (NumberFormatException | java.time.DateTimeException | ArithmeticException e) {
      throw new IllegalArgumentException(
          csv
              + " line "
              + line
              + ": "
              + field.getName()
              + " '"
              + value
              + "' is not "
              + (annotation != null
                  ? "a " + annotation.toString().toLowerCase(Locale.ROOT).replaceAll("\\(.*", "")
                  : field.getPrimitiveTypeName().name().toLowerCase(Locale.ROOT)),
          e);
    }
  }

  /**
   * Parses {@code value} as the field's type (a date or timestamp where annotated) into the group.
   */
  private static void addParsed(
      Group group, PrimitiveType field, LogicalTypeAnnotation annotation, String value) {
    switch (field.getPrimitiveTypeName()) {
      case INT32:
        group.add(
            field.getName(),
            annotation instanceof LogicalTypeAnnotation.DateLogicalTypeAnnotation
                ? Math.toIntExact(Times.date(value.trim()).toEpochDay())
                : Integer.parseInt(value.trim()));
        break;
      case INT64:
        group.add(
            field.getName(),
            annotation instanceof LogicalTypeAnnotation.TimestampLogicalTypeAnnotation
                ? Times.timestamp(
                    value.trim(), (LogicalTypeAnnotation.TimestampLogicalTypeAnnotation) annotation)
                : Long.parseLong(value.trim()));
        break;
      case DOUBLE:
        group.add(field.getName(), Double.parseDouble(value.trim()));
        break;
      case FLOAT:
        group.add(field.getName(), Float.parseFloat(value.trim()));
        break;
      case BOOLEAN:
        group.add(field.getName(), Kind.bool(value));
        break;
      case BINARY:
        group.add(field.getName(), value);
        break;
      default:
        throw new IllegalArgumentException(
            field.getName()
                + ": "
                + field.getPrimitiveTypeName()
                + " is not read from CSV (use int32, int64, float, double, boolean or binary)");
    }
  }

  private static CSVReader open(Path csv) throws IOException {
    Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
    return new CSVReader(reader);
  }

  private static String[] header(CSVReader in, Path csv) throws IOException {
    String[] header = next(in, csv);
    if (header == null || header.length == 0 || header.length == 1 && header[0].trim().isEmpty()) {
      throw new IllegalArgumentException(csv + ": empty, no header row");
    }
    if (header[0].startsWith("\uFEFF")) {
      header[0] = header[0].substring(1);
    }
    return header;
  }

  private static String[] next(CSVReader in, Path csv) throws IOException {
    try {
      return in.readNext();
    } catch (CsvValidationException e) {
      throw new IllegalArgumentException(csv + ": " + e.getMessage(), e);
    }
  }

  private static void check(String[] row, String[] header, Path csv, long line) {
    if (row.length != header.length) {
      throw new IllegalArgumentException(
          csv + " line " + line + ": " + row.length + " fields, the header has " + header.length);
    }
  }

  private static String name(String header) {
    String n = header.trim().replace('.', '_');
    return n.isEmpty() ? "column" : n;
  }

  /** The narrowest type that holds every value seen so far. */
  private enum Kind {
    LONG(PrimitiveTypeName.INT64, null),
    DOUBLE(PrimitiveTypeName.DOUBLE, null),
    BOOLEAN(PrimitiveTypeName.BOOLEAN, null),
    DATE(PrimitiveTypeName.INT32, LogicalTypeAnnotation.dateType()),
    LOCAL_TIMESTAMP(
        PrimitiveTypeName.INT64,
        LogicalTypeAnnotation.timestampType(false, LogicalTypeAnnotation.TimeUnit.MICROS)),
    UTC_TIMESTAMP(
        PrimitiveTypeName.INT64,
        LogicalTypeAnnotation.timestampType(true, LogicalTypeAnnotation.TimeUnit.MICROS)),
    STRING(PrimitiveTypeName.BINARY, LogicalTypeAnnotation.stringType());

    final PrimitiveTypeName type;
    final LogicalTypeAnnotation annotation;

    Kind(PrimitiveTypeName type, LogicalTypeAnnotation annotation) {
      this.type = type;
      this.annotation = annotation;
    }

    static Kind widen(Kind so, String value) {
      Kind k = of(value.trim());
      if (so == null || so == k) {
        return k;
      }
      if ((so == LONG && k == DOUBLE) || (so == DOUBLE && k == LONG)) {
        return DOUBLE;
      }
      // A date among local timestamps is its midnight.
      if ((so == DATE && k == LOCAL_TIMESTAMP) || (so == LOCAL_TIMESTAMP && k == DATE)) {
        return LOCAL_TIMESTAMP;
      }
      return STRING;
    }

    private static Kind of(String v) {
      if (v.matches("[-+]?\\d{1,18}")) {
        return LONG;
      }
      if (v.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) {
        return DOUBLE;
      }
      if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
        return BOOLEAN;
      }
      if (v.matches("\\d{4}-\\d{2}-\\d{2}.*")) {
        try {
          if (v.length() == 10) {
            Times.date(v);
            return DATE;
          }
          if (Times.zoned(v)) {
            Times.utcMicros(v);
            return UTC_TIMESTAMP;
          }
          Times.localMicros(v);
          return LOCAL_TIMESTAMP;
        } catch (java.time.DateTimeException | ArithmeticException e) {
          return STRING;
        }
      }
      return STRING;
    }

    static boolean bool(String v) {
      if (v.trim().equalsIgnoreCase("true")) {
        return true;
      }
      if (v.trim().equalsIgnoreCase("false")) {
        return false;
      }
      throw new NumberFormatException(v);
    }
  }

  /** ISO dates and date-times as Parquet stores them (java.time, as Java 8 has it). */
  static final class Times {
    private Times() {}

    static java.time.LocalDate date(String v) {
      return java.time.LocalDate.parse(v);
    }

    /** Whether a date-time carries its zone: Z or an offset after the time. */
    static boolean zoned(String v) {
      return v.length() > 10 && v.substring(10).matches(".*(Z|[+-]\\d{2}:?\\d{2})$");
    }

    static long localMicros(String v) {
      java.time.LocalDateTime t =
          v.length() == 10
              ? date(v).atStartOfDay()
              : java.time.LocalDateTime.parse(v.replace(' ', 'T'));
      return micros(t.toEpochSecond(java.time.ZoneOffset.UTC), t.getNano());
    }

    static long utcMicros(String v) {
      java.time.OffsetDateTime t = java.time.OffsetDateTime.parse(v.replace(' ', 'T'));
      return micros(t.toEpochSecond(), t.getNano());
    }

    private static long micros(long seconds, int nanos) {
      return Math.addExact(Math.multiplyExact(seconds, 1_000_000L), nanos / 1000);
    }

    /**
     * The value in the timestamp's unit; a zone must be there exactly when it is adjusted to UTC.
     */
    static long timestamp(String v, LogicalTypeAnnotation.TimestampLogicalTypeAnnotation type) {
      if (zoned(v) != type.isAdjustedToUTC()) {
        throw new java.time.DateTimeException(
            type.isAdjustedToUTC() ? "no zone" : "a zone in a local timestamp");
      }
      long micros = type.isAdjustedToUTC() ? utcMicros(v) : localMicros(v);
      switch (type.getUnit()) {
        case MILLIS:
          return Math.floorDiv(micros, 1000);
        case NANOS:
          return Math.multiplyExact(micros, 1000);
        default:
          return micros;
      }
    }
  }
}
