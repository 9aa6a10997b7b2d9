package org.pmebench.citations;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;

/**
 * The columns of the City of Los Angeles parking-citations export, in the export's order, with the
 * Parquet type each becomes. The export's header names are kept exactly (they are how a CSV's
 * columns are recognised); the Parquet names are snake_case. The 10-digit ticket number is an
 * int64; other identifiers and codes stay strings (leading zeros and letters are data), dates
 * become DATE, HHMM times and YYYYMM plate expiry stay the integers the export writes, money and
 * the state-plane coordinates are doubles (the export's 99999 "unknown location" sentinel is kept
 * as a value, not turned into null).
 */
public enum CitationColumn {
  TICKET_NUMBER("Ticket number", "ticket_number", Kind.INT64, true),
  ISSUE_DATE("Issue Date", "issue_date", Kind.DATE, true),
  ISSUE_TIME("Issue time", "issue_time", Kind.INT32, false),
  METER_ID("Meter Id", "meter_id", Kind.STRING, false),
  MARKED_TIME("Marked Time", "marked_time", Kind.STRING, false),
  RP_STATE_PLATE("RP State Plate", "rp_state_plate", Kind.STRING, false),
  PLATE_EXPIRY_DATE("Plate Expiry Date", "plate_expiry_date", Kind.INT32, false),
  VIN("VIN", "vin", Kind.STRING, false),
  MAKE("Make", "make", Kind.STRING, false),
  BODY_STYLE("Body Style", "body_style", Kind.STRING, false),
  COLOR("Color", "color", Kind.STRING, false),
  LOCATION("Location", "location", Kind.STRING, false),
  ROUTE("Route", "route", Kind.STRING, false),
  AGENCY("Agency", "agency", Kind.INT32, false),
  VIOLATION_CODE("Violation code", "violation_code", Kind.STRING, false),
  VIOLATION_DESCRIPTION("Violation Description", "violation_description", Kind.STRING, false),
  FINE_AMOUNT("Fine amount", "fine_amount", Kind.DOUBLE, false),
  LATITUDE("Latitude", "latitude", Kind.DOUBLE, false),
  LONGITUDE("Longitude", "longitude", Kind.DOUBLE, false),
  // Later exports add three description columns after the codes they describe (placed at the end
  // here).
  AGENCY_DESCRIPTION("Agency Description", "agency_description", Kind.STRING, false),
  COLOR_DESCRIPTION("Color Description", "color_description", Kind.STRING, false),
  BODY_STYLE_DESCRIPTION("Body Style Description", "body_style_description", Kind.STRING, false);

  /** How a CSV field becomes a Parquet value. */
  public enum Kind {
    STRING,
    INT32,
    INT64,
    DATE,
    DOUBLE
  }

  /** The 19 columns of the export the blog used. */
  public static final List<CitationColumn> CLASSIC =
      Collections.unmodifiableList(Arrays.asList(values()).subList(0, 19));

  /** The 2 columns the blog encrypted (about 10% of the data). */
  public static final List<CitationColumn> SENSITIVE =
      Collections.unmodifiableList(Arrays.asList(TICKET_NUMBER, ISSUE_DATE));

  public final String header;
  public final String parquetName;
  public final Kind kind;

  /** Every citation has it; a row without it is malformed. */
  public final boolean required;

  CitationColumn(String header, String parquetName, Kind kind, boolean required) {
    this.header = header;
    this.parquetName = parquetName;
    this.kind = kind;
    this.required = required;
  }

  /** The column a CSV header names (case and surrounding spaces ignored), or null. */
  public static CitationColumn byHeader(String name) {
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    for (CitationColumn c : values()) {
      if (c.header.toLowerCase(Locale.ROOT).equals(wanted)) {
        return c;
      }
    }
    return null;
  }

  public static List<String> headers(List<CitationColumn> columns) {
    List<String> names = new ArrayList<String>();
    for (CitationColumn c : columns) {
      names.add(c.header);
    }
    return names;
  }

  PrimitiveType parquetType() {
    Types.PrimitiveBuilder<PrimitiveType> b;
    switch (kind) {
      case STRING:
        b = builder(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType());
        break;
      case DATE:
        b = builder(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType());
        break;
      case INT32:
        b = builder(PrimitiveTypeName.INT32);
        break;
      case INT64:
        b = builder(PrimitiveTypeName.INT64);
        break;
      default:
        b = builder(PrimitiveTypeName.DOUBLE);
        break;
    }
    return b.named(parquetName);
  }

  private Types.PrimitiveBuilder<PrimitiveType> builder(PrimitiveTypeName type) {
    return required ? Types.required(type) : Types.optional(type);
  }
}
