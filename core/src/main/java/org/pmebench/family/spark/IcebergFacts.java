package org.pmebench.family.spark;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pmebench.paired.PairedSlot;
import org.pmebench.results.JmhResult;

/**
 * What Iceberg wrote and how often it called the KMS, per io setting and mode of the spark family's
 * Iceberg tables ({@code sparkIceberg} in summary.json): from the write rows' counters ({@link
 * IcebergCounter}), each the mean over the applications.
 */
final class IcebergFacts {
  static final String SECTION = "sparkIceberg";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] MODES = {"PLAINTEXT", "AES_GCM_V1", SparkMatrix.CONTROL};
  private static final PairedSlot[] SLOTS = {
    PairedSlot.PLAINTEXT, PairedSlot.GCM, PairedSlot.CONTROL
  };

  /** One io setting's and mode's facts. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({
    "io",
    "mode",
    "applications",
    "tables",
    "dataFiles",
    "pmeDataFiles",
    "manifests",
    "manifestBytes",
    "manifestLists",
    "manifestListBytes",
    "encryptedMetadataFiles",
    "metadataJsonFiles",
    "metadataJsonBytes",
    "writeKmsCalls",
    "kmsCallsPerDataFile",
    "queryRuns",
    "kmsCallsPerQuery",
    "maintenanceKmsCalls",
    "pmeCheck",
    "createdBy"
  })
  static final class Row {
    public String io;
    public String mode;
    public int applications;
    public double tables;
    public double dataFiles;
    public double pmeDataFiles;
    public double manifests;
    public double manifestBytes;
    public double manifestLists;
    public double manifestListBytes;
    public double encryptedMetadataFiles;
    public double metadataJsonFiles;
    public double metadataJsonBytes;
    public double writeKmsCalls;
    public double kmsCallsPerDataFile;
    public double queryRuns;
    public double kmsCallsPerQuery;
    public double maintenanceKmsCalls;
    public String pmeCheck;
    public String createdBy;
  }

  private IcebergFacts() {}

  /**
   * The section's rows from the spark family's Iceberg write rows; empty without Iceberg tables.
   */
  static List<Row> of(List<JmhResult> results) {
    List<Row> rows = new ArrayList<Row>();
    for (JmhResult r : results) {
      if (!r.benchmark.equals(SparkResultsJson.BENCHMARK + "." + SparkResultsJson.WRITE)
          || !SparkMatrix.ICEBERG.equals(r.params.get("format"))) {
        continue;
      }
      for (int m = 0; m < MODES.length; m++) {
        JmhResult.Metric tables = r.secondary.get(SLOTS[m].prefix + IcebergCounter.TABLES.suffix);
        if (tables == null) {
          continue;
        }
        Row row = new Row();
        row.io = r.params.get("io");
        row.mode = MODES[m];
        row.applications = tables.rawData.length;
        row.tables = mean(r, SLOTS[m].prefix + IcebergCounter.TABLES.suffix);
        row.dataFiles = mean(r, SLOTS[m].prefix + IcebergCounter.DATA_FILES.suffix);
        row.pmeDataFiles = mean(r, SLOTS[m].prefix + IcebergCounter.PME_DATA_FILES.suffix);
        row.manifests = mean(r, SLOTS[m].prefix + IcebergCounter.MANIFESTS.suffix);
        row.manifestBytes = mean(r, SLOTS[m].prefix + IcebergCounter.MANIFEST_BYTES.suffix);
        row.manifestLists = mean(r, SLOTS[m].prefix + IcebergCounter.MANIFEST_LISTS.suffix);
        row.manifestListBytes =
            mean(r, SLOTS[m].prefix + IcebergCounter.MANIFEST_LIST_BYTES.suffix);
        row.encryptedMetadataFiles =
            mean(r, SLOTS[m].prefix + IcebergCounter.ENCRYPTED_METADATA_FILES.suffix);
        row.metadataJsonFiles =
            mean(r, SLOTS[m].prefix + IcebergCounter.METADATA_JSON_FILES.suffix);
        row.metadataJsonBytes =
            mean(r, SLOTS[m].prefix + IcebergCounter.METADATA_JSON_BYTES.suffix);
        row.writeKmsCalls = mean(r, SLOTS[m].prefix + IcebergCounter.WRITE_KMS_CALLS.suffix);
        row.kmsCallsPerDataFile = row.dataFiles > 0 ? row.writeKmsCalls / row.dataFiles : 0;
        row.queryRuns = mean(r, SLOTS[m].prefix + IcebergCounter.QUERY_RUNS.suffix);
        row.kmsCallsPerQuery =
            row.queryRuns > 0
                ? mean(r, SLOTS[m].prefix + IcebergCounter.QUERY_KMS_CALLS.suffix) / row.queryRuns
                : 0;
        row.maintenanceKmsCalls =
            mean(r, SLOTS[m].prefix + IcebergCounter.MAINTENANCE_KMS_CALLS.suffix);
        if (m == 1) {
          row.pmeCheck = r.params.get("icebergPmeCheck");
        }
        row.createdBy = r.params.get("icebergCreatedBy");
        rows.add(row);
      }
    }
    return rows;
  }

  /** The counter's mean over the applications (one value each); 0 where the row lacks it. */
  private static double mean(JmhResult r, String counter) {
    double m = StreamModel.mean(r, counter);
    return Double.isNaN(m) ? 0 : m;
  }

  static ArrayNode tree(List<Row> rows) {
    return JSON.valueToTree(rows);
  }

  /** The report's table of the section, with what it shows; empty without rows. */
  static String markdown(List<Row> rows) {
    if (rows.isEmpty()) {
      return "";
    }
    StringBuilder md =
        new StringBuilder("#### Iceberg tables: files, encryption and KMS calls\n\n");
    md.append(
        "Per application (mean over them), summed over its tables. Iceberg wraps one key-encryption key per "
            + "table with the KMS and keeps every data file's key in its (encrypted) manifest, so KMS calls follow "
            + "tables and metadata loads, not files.\n\n");
    md.append(
        "| io | mode | tables | data files (PME) | manifests, lists (AGS1) | manifest + list bytes | "
            + "metadata.json bytes | KMS calls: writes | per data file | per query | maintenance |\n");
    md.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (Row r : rows) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %.0f | %.0f (%.0f) | %.0f, %.0f (%.0f) | %.0f | %.0f | %.1f "
                  + "| %.2f | %.2f | %.1f |%n",
              r.io,
              r.mode,
              r.tables,
              r.dataFiles,
              r.pmeDataFiles,
              r.manifests,
              r.manifestLists,
              r.encryptedMetadataFiles,
              r.manifestBytes + r.manifestListBytes,
              r.metadataJsonBytes,
              r.writeKmsCalls,
              r.kmsCallsPerDataFile,
              r.kmsCallsPerQuery,
              r.maintenanceKmsCalls));
    }
    for (Row r : rows) {
      if (r.pmeCheck != null) {
        md.append(
            String.format(
                Locale.ROOT,
                "%nPME check (io %s): %s; written by %s.%n",
                r.io,
                r.pmeCheck,
                r.createdBy));
      }
    }
    return md.append('\n').toString();
  }
}
