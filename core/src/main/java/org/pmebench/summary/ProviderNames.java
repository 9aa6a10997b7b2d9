package org.pmebench.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;

/**
 * The crypto providers each JVM of a run ran, as run.json names them ("ACCP 2.5.0 (AWS-LC
 * v1.47.0)").
 */
final class ProviderNames {
  private final JsonNode jvms;

  private ProviderNames(JsonNode jvms) {
    this.jvms = jvms;
  }

  /** The names in a run's manifest (run.json), none without one. */
  static ProviderNames of(JsonNode manifest) {
    return new ProviderNames(manifest == null ? MissingNode.getInstance() : manifest.path("jvms"));
  }

  /** How {@code jvm} named {@code provider}, or null where run.json does not say. */
  String runs(String jvm, String provider) {
    JsonNode runs = jvms.path(jvm == null ? "" : jvm).path("providers").path(provider).path("runs");
    return runs.isTextual() ? runs.asText() : null;
  }
}
