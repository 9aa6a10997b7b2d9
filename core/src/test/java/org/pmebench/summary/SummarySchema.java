package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;

/** The shipped JSON schema of summary.json (pme-bench/summary/3), as tests check against it. */
public final class SummarySchema {
  private SummarySchema() {}

  /** The schema, read from the class path. */
  public static JsonSchema load() throws IOException {
    try (InputStream in =
        Summary.class.getResourceAsStream("/schema/pme-bench-summary-3.schema.json")) {
      return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
    }
  }

  /** {@code summary} matches the schema; a failure lists what does not. */
  public static void assertValid(JsonNode summary) throws IOException {
    Set<ValidationMessage> errors = load().validate(summary);
    assertTrue(errors.isEmpty(), errors.toString());
  }
}
