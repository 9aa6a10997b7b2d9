package org.pmebench.family.spark;

import java.util.function.ToLongFunction;

/**
 * What the write row of Iceberg tables counts per mode (its name: the mode's slot prefix, then
 * {@link #suffix}), from the applications' {@link SparkAppResult.IcebergFacts}: files by kind,
 * bytes, KMS calls. {@link SparkResultsJson} writes them and {@link IcebergFacts} reads them, both
 * through this type.
 */
enum IcebergCounter {
  TABLES("Tables", f -> f.tables),
  DATA_FILES("DataFiles", f -> f.dataFiles),
  PME_DATA_FILES("PmeDataFiles", f -> f.pmeDataFiles),
  MANIFESTS("Manifests", f -> f.manifests),
  MANIFEST_BYTES("ManifestBytes", f -> f.manifestBytes),
  MANIFEST_LISTS("ManifestLists", f -> f.manifestLists),
  MANIFEST_LIST_BYTES("ManifestListBytes", f -> f.manifestListBytes),
  ENCRYPTED_METADATA_FILES("EncryptedMetadataFiles", f -> f.encryptedMetadataFiles),
  METADATA_JSON_FILES("MetadataJsonFiles", f -> f.metadataJsonFiles),
  METADATA_JSON_BYTES("MetadataJsonBytes", f -> f.metadataJsonBytes),
  WRITE_KMS_CALLS("WriteKmsCalls", f -> f.writeKmsWraps + f.writeKmsUnwraps),
  QUERY_RUNS("QueryRuns", f -> f.queryRuns),
  QUERY_KMS_CALLS("QueryKmsCalls", f -> f.queryKmsCalls),
  MAINTENANCE_KMS_CALLS("MaintenanceKmsCalls", f -> f.maintenanceKmsCalls);

  /** The name's part after the slot's prefix. */
  final String suffix;

  private final ToLongFunction<SparkAppResult.IcebergFacts> value;

  IcebergCounter(String suffix, ToLongFunction<SparkAppResult.IcebergFacts> value) {
    this.suffix = suffix;
    this.value = value;
  }

  /** This counter's value in one application's facts. */
  long of(SparkAppResult.IcebergFacts facts) {
    return value.applyAsLong(facts);
  }
}
