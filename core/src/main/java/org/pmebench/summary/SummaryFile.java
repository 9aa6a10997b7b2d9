package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.InvalidResultsException;

/**
 * A {@code summary.json} as its readers see it: the JSON as written ({@link #json}, for the
 * sections a family owns) and its overhead rows typed ({@link OverheadRow}). Reading never changes
 * the file; {@link Summary} writes it.
 */
public final class SummaryFile {
  /**
   * Nulls keep a field's default (NaN for numbers): JSON has no NaN, so the summary writes null.
   */
  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .setDefaultSetterInfo(JsonSetter.Value.forValueNulls(Nulls.SKIP))
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  public final JsonNode json;
  public final RunInfo run;
  public final List<ResultRow> results;
  public final List<OverheadRow> overheads;

  /** The run's floor (OpenSSL's costs), null where it measured none. */
  public final FloorNote floor;

  private SummaryFile(JsonNode json, List<ResultRow> results, List<OverheadRow> overheads) {
    this.json = json;
    this.run = json.isObject() ? typed(json, RunInfo.class) : new RunInfo();
    this.floor = json.path("floor").isObject() ? typed(json.path("floor"), FloorNote.class) : null;
    this.results = Collections.unmodifiableList(results);
    this.overheads = Collections.unmodifiableList(overheads);
  }

  /** The file's schema id, "" when it has none. */
  public String schema() {
    return run.schema;
  }

  /** Whether it is a summary this suite reads (the current schema or summary/2). */
  public boolean isSummary() {
    return Summary.SCHEMA_ID.equals(schema()) || Summary.SCHEMA_2_ID.equals(schema());
  }

  public static SummaryFile of(JsonNode json) {
    List<ResultRow> results = new ArrayList<ResultRow>();
    for (JsonNode r : json.path("results")) {
      ResultRow row = typed(r, ResultRow.class);
      row.json = r;
      results.add(row);
    }
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (JsonNode o : json.path("overheads")) {
      rows.add(row(o));
    }
    return new SummaryFile(json, results, rows);
  }

  private static <T> T typed(JsonNode node, Class<T> type) {
    try {
      return MAPPER.treeToValue(node, type);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "not a " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  /** One overhead row, typed. */
  public static OverheadRow row(JsonNode o) {
    OverheadRow row = typed(o, OverheadRow.class);
    row.json = o;
    return row;
  }

  /**
   * A section a family writes (an array of rows, e.g. the s3 family's {@code s3Requests}) as rows
   * of {@code type}, in order; empty when the summary has none.
   */
  public <T> List<T> rows(String section, Class<T> type) {
    List<T> rows = new ArrayList<T>();
    for (JsonNode r : json.path(section)) {
      rows.add(typed(r, type));
    }
    return rows;
  }

  /**
   * A section a family writes as an object (name -> entry, e.g. one per cipher setting), in order;
   * empty when none.
   */
  public <T> Map<String, T> entries(String section, Class<T> type) {
    Map<String, T> entries = new LinkedHashMap<String, T>();
    json.path(section)
        .fields()
        .forEachRemaining(e -> entries.put(e.getKey(), typed(e.getValue(), type)));
    return entries;
  }

  /**
   * A note a family writes into one of its rows ({@code row.json}'s {@code name}) as {@code type};
   * null when absent.
   */
  public static <T> T note(SummaryRow row, String name, Class<T> type) {
    JsonNode note = row.json == null ? null : row.json.get(name);
    return note == null || !note.isObject() ? null : typed(note, type);
  }

  /** A summary file's JSON, or why it cannot be read. */
  public static SummaryFile read(Path file) throws InvalidResultsException {
    JsonNode json;
    try {
      json = new ObjectMapper().readTree(file.toFile());
    } catch (IOException e) {
      throw new InvalidResultsException(file + ": not readable JSON: " + e.getMessage());
    }
    try {
      return of(json == null ? MissingNode.getInstance() : json);
    } catch (IllegalArgumentException e) {
      throw new InvalidResultsException(file + ": " + e.getMessage());
    }
  }
}
