package org.pmebench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pmebench.bench.ForkSettings;
import org.pmebench.bench.JmhInvocation;
import org.pmebench.bench.JvmVariant;
import org.pmebench.bench.MeasurementProfile;
import org.pmebench.bench.Pairing;
import org.pmebench.bench.ParkingMatrix;
import org.pmebench.bench.ParkingRunPlanner;
import org.pmebench.parquet.ParquetReleases;
import picocli.CommandLine.Option;

/** Options of the {@code columns} family (LA parking citations); unset ones keep the profile's defaults. */
final class ParkingOptions extends FileFamily<ParkingMatrix> {
  /** The parquet family's options, whose {@code --parquet-versions} this family measures too. */
  private final ParquetOptions parquet;
  private final java.util.Set<String> releasesPlanned = new java.util.HashSet<String>();

  ParkingOptions(ParquetOptions parquet) {
    this.parquet = parquet;
  }

  @Override
  String id() {
    return "columns";
  }

  @Option(names = "--parking-specs", split = ",", paramLabel = "ID",
      description = "columns: workload ids R1, R5, R6 (read) and W1, W5, W6 (write); default all six.")
  List<String> specs;

  @Option(names = "--parking-modes", split = ",", paramLabel = "MODE",
      description = "columns: AES_GCM_V1, AES_GCM_CTR_V1 (default both; PLAINTEXT always runs as the baseline).")
  List<String> modes;

  @Option(names = "--parking-columns", split = ",", paramLabel = "SET",
      description = "columns: sensitive (Ticket number, Issue Date) and/or all (default both).")
  List<String> columnSets;

  @Option(names = "--parking-sources", split = ",", paramLabel = "SRC",
      description = "columns, writes: csv (parse the CSV while writing, as the blog) and/or records (pre-parsed).")
  List<String> sources;

  @Option(names = "--parking-rows", paramLabel = "N",
      description = "columns: citations per file (default 500000; quick 100000).")
  Integer rows;

  @Option(names = "--parking-csv", paramLabel = "FILE",
      description = "columns: a CSV export of the real data to use instead of generated data (see datasets/).")
  Path csv;

  @Override
  ParkingMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    if (pairing == Pairing.DUET) {
      throw new UserError("--pairing duet is offered for the parquet family only; run the columns family with "
          + "interleaved (default) or separate");
    }
    ParkingMatrix m = ParkingMatrix.defaults(profile);
    m.pairing = pairing;
    if (specs != null) {
      m.specs = Choices.check("parking workload id", specs, ParkingMatrix.ALL_SPECS);
    }
    if (modes != null) {
      m.modes = Choices.check("encryption mode", modes, ParkingMatrix.ENCRYPTED_MODES);
    }
    if (columnSets != null) {
      m.columnSets = Choices.check("column set", columnSets, ParkingMatrix.COLUMN_SETS);
    }
    if (sources != null) {
      m.sources = Choices.check("source", sources, ParkingMatrix.SOURCES);
    }
    if (rows != null) {
      if (rows < 1 || rows > ParkingMatrix.MAX_ROWS) {
        throw new UserError("invalid --parking-rows " + rows + "; use 1 to " + ParkingMatrix.MAX_ROWS);
      }
      m.rows = rows;
    }
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

  @Override
  void setProviders(ParkingMatrix matrix, List<String> chosen) {
    matrix.providers = chosen;
  }

  @Override
  void checkHeap(ParkingMatrix matrix, long physicalMemoryBytes) {
    checkFits(matrix.heapBytes(), physicalMemoryBytes, matrix.rows + " citations per file");
  }

  @Override
  List<JmhInvocation> plan(ForkSettings forks, ParkingMatrix matrix) {
    if (!matrix.parquetVersions.contains(ParquetReleases.BUILT_IN)) {
      return new java.util.ArrayList<JmhInvocation>();
    }
    return new ParkingRunPlanner(forks).plan(matrix);
  }

  /** The built-in release's JMH runs, then each other release as a child run on the same JVM (once per JVM). */
  @Override
  List<RunStep> steps(ForkSettings forks, ParkingMatrix matrix) {
    List<RunStep> steps = super.steps(forks, matrix);
    steps.addAll(ParquetOptions.releaseSteps(forks, id(), matrix.parquetVersions, releasesPlanned,
        v -> new ParquetReleaseStep(forks, id(), ParquetReleaseStep.columnsArguments(matrix), matrix.variants,
            matrix.pairing, matrix.specs.size(), v, RunCommand.projectHome().toAbsolutePath().normalize())));
    return steps;
  }
}
