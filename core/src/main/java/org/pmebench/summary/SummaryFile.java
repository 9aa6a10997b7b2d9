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
import java.util.List;
import org.pmebench.results.InvalidResultsException;

/**
 * A {@code summary.json} as its readers see it: the JSON as written ({@link #json}, for the sections
 * a family owns) and its overhead rows typed ({@link OverheadRow}). Reading never changes the file;
 * {@link Summary} writes it.
 */
public final class SummaryFile {
  /** Nulls keep a field's default (NaN for numbers): JSON has no NaN, so the summary writes null. */
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .setDefaultSetterInfo(JsonSetter.Value.forValueNulls(Nulls.SKIP))
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  public final JsonNode json;
  public final List<OverheadRow> overheads;

  private SummaryFile(JsonNode json, List<OverheadRow> overheads) {
    this.json = json;
    this.overheads = Collections.unmodifiableList(overheads);
  }

  /** The file's schema id, "" when it has none. */
  public String schema() {
    return json.path("schema").asText();
  }

  /** Whether it is a summary this suite reads (the current schema or summary/2). */
  public boolean isSummary() {
    return Summary.SCHEMA_ID.equals(schema()) || Summary.SCHEMA_2_ID.equals(schema());
  }

  public static SummaryFile of(JsonNode json) {
    List<OverheadRow> rows = new ArrayList<OverheadRow>();
    for (JsonNode o : json.path("overheads")) {
      rows.add(row(o));
    }
    return new SummaryFile(json, rows);
  }

  /** One overhead row, typed. */
  public static OverheadRow row(JsonNode o) {
    try {
      OverheadRow row = MAPPER.treeToValue(o, OverheadRow.class);
      row.json = o;
      return row;
    } catch (IOException e) {
      throw new IllegalArgumentException("not an overhead row: " + e.getMessage(), e);
    }
  }

  /** One estimate ({@code ratio}, {@code low}, {@code high}, …) from any part of a summary. */
  public static RowEstimate estimate(JsonNode e) {
    try {
      return e.isObject() ? MAPPER.treeToValue(e, RowEstimate.class) : null;
    } catch (IOException x) {
      throw new IllegalArgumentException("not an estimate: " + x.getMessage(), x);
    }
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
