package org.pmebench.summary;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;

/**
 * How the summary's typed rows become its JSON: Jackson, in each class's declared key order, with
 * an unknown number (NaN, infinite) written as null, since JSON has none.
 */
final class SummaryJson {
  private static final ObjectMapper WRITER =
      new ObjectMapper()
          .registerModule(
              new SimpleModule()
                  .addSerializer(Double.class, new NanAsNull())
                  .addSerializer(Double.TYPE, new NanAsNull()));

  private SummaryJson() {}

  static JsonNode tree(Object typed) {
    return WRITER.valueToTree(typed);
  }

  /**
   * {@code typed} with the keys of {@code notes} (what a family adds to a row) placed before its
   * key {@code before}: Jackson writes a map's keys after a class's own, so they are put in here.
   */
  static ObjectNode withNotes(Object typed, ObjectNode notes, String before) {
    ObjectNode row = (ObjectNode) tree(typed);
    if (notes == null || notes.size() == 0) {
      return row;
    }
    ObjectNode ordered = JsonNodeFactory.instance.objectNode();
    Iterator<Map.Entry<String, JsonNode>> fields = row.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      if (field.getKey().equals(before)) {
        ordered.setAll(notes);
      }
      ordered.set(field.getKey(), field.getValue());
    }
    return ordered;
  }

  /** A number JSON can hold, or null. */
  private static final class NanAsNull extends JsonSerializer<Double> {
    @Override
    public void serialize(Double value, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      if (value.isNaN() || value.isInfinite()) {
        json.writeNull();
      } else {
        json.writeNumber(value);
      }
    }
  }
}
