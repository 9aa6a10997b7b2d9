package org.pmebench.family.parking;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pmebench.releases.ReleaseChoice;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The parking family's options on {@code run}, as given, and the one thing they do: make its {@link
 * ParkingMatrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's
 * defaults.
 */
final class ParkingOptions {
  @Option(
      names = "--parking-specs",
      split = ",",
      paramLabel = "ID",
      description =
          "parking: workload ids R1, R5, R6 (read) and W1, W5, W6 (write); default all six.")
  List<String> specs;

  @Option(
      names = "--parking-modes",
      split = ",",
      paramLabel = "MODE",
      description =
          "parking: AES_GCM_V1, AES_GCM_CTR_V1 (default both; PLAINTEXT always runs as the baseline).")
  List<String> modes;

  @Option(
      names = "--parking-columns",
      split = ",",
      paramLabel = "SET",
      description = "parking: sensitive (Ticket number, Issue Date) and/or all (default both).")
  List<String> columnSets;

  @Option(
      names = "--parking-sources",
      split = ",",
      paramLabel = "SRC",
      description =
          "parking, writes: csv (parse the CSV while writing, as the blog) and/or records (pre-parsed).")
  List<String> sources;

  @Option(
      names = "--parking-rows",
      paramLabel = "N",
      description = "parking: citations per file (default 500000; quick 100000).")
  Integer rows;

  @Option(
      names = "--parking-csv",
      paramLabel = "FILE",
      description =
          "parking: a CSV export of the real data to use instead of generated data (see datasets/).")
  Path csv;

  /**
   * The matrix these options give with {@code profile}, the run's {@code variants} and {@code
   * pairing}, and {@code parquet}: the parquet family's {@code --parquet-versions}, which this
   * family measures too; a bad value is a {@link UserError}.
   */
  ParkingMatrix matrix(
      MeasurementProfile profile,
      List<JvmVariant> variants,
      Pairing pairing,
      ReleaseChoice parquet) {
    if (pairing == Pairing.DUET) {
      throw new UserError(
          "--pairing duet is offered for the parquet family only; run the parking family with "
              + "interleaved (default) or separate");
    }
    ParkingMatrix m = ParkingMatrix.defaults(profile);
    m.pairing = pairing;
    m.specs =
        Choices.checkOrDefault("parking workload id", specs, ParkingMatrix.ALL_SPECS, m.specs);
    m.modes =
        Choices.checkOrDefault("encryption mode", modes, ParkingMatrix.ENCRYPTED_MODES, m.modes);
    m.columnSets =
        Choices.checkOrDefault("column set", columnSets, ParkingMatrix.COLUMN_SETS, m.columnSets);
    m.sources = Choices.checkOrDefault("source", sources, ParkingMatrix.SOURCES, m.sources);
    m.rows = UserError.withinOrDefault("--parking-rows", rows, 1, ParkingMatrix.MAX_ROWS, m.rows);
    if (csv != null) {
      if (!Files.isReadable(csv)) {
        throw new UserError("--parking-csv " + csv + ": no readable file there");
      }
      m.csv = csv.toAbsolutePath().toString();
    }
    if (variants != null) {
      m.variants = variants;
    }
    List<String> releases = parquet.releases(pairing);
    if (releases != null) {
      m.parquetVersions = releases;
    }
    return m;
  }
}
