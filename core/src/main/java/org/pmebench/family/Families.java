package org.pmebench.family;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.family.cipher.CipherFamily;
import org.pmebench.family.files.FilesFamily;
import org.pmebench.family.kms.KmsFamily;
import org.pmebench.family.parking.ParkingFamily;
import org.pmebench.family.parquet.ParquetFamily;
import org.pmebench.family.peers.PeersFamily;
import org.pmebench.family.s3.S3Family;
import org.pmebench.family.spark.SparkFamily;
import org.pmebench.floor.FloorPart;
import org.pmebench.gate.GatePart;
import org.pmebench.integrity.IntegrityPart;
import org.pmebench.report.ReportPart;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.RunWidePart;
import org.pmebench.summary.SummaryPart;

/**
 * The one place that names every benchmark family: {@code run} takes its families, their options
 * and their steps from here, and the steps it adds after theirs ({@link #runWideParts()}). A new
 * family is a folder {@code family/<id>/} and one line below.
 */
public final class Families {
  private Families() {}

  /**
   * Every family, freshly made (their options hold one command line's values), in {@code
   * --families} order.
   */
  public static List<BenchmarkFamily<?>> all() {
    List<BenchmarkFamily<?>> families = new ArrayList<BenchmarkFamily<?>>();
    families.add(new CipherFamily());
    ParquetFamily parquet = new ParquetFamily();
    families.add(parquet);
    families.add(new ParkingFamily(parquet)); // which takes parquet's --parquet-versions
    families.add(new FilesFamily());
    families.add(new KmsFamily());
    families.add(new SparkFamily());
    families.add(new S3Family());
    families.add(new PeersFamily());
    return families;
  }

  /**
   * What a run of {@code profile} measures without {@code --families}: the ids of {@code all} it
   * runs by default.
   */
  public static List<String> defaultIds(List<BenchmarkFamily<?>> all, MeasurementProfile profile) {
    List<String> ids = new ArrayList<String>();
    for (BenchmarkFamily<?> f : all) {
      if (f.runsByDefault(profile)) {
        ids.add(f.id());
      }
    }
    return ids;
  }

  /**
   * The steps a run adds after every family's, in this order: the floor of the cost models, the
   * tamper matrix.
   */
  public static List<RunWidePart> runWideParts() {
    List<RunWidePart> parts = new ArrayList<RunWidePart>();
    parts.add(new FloorPart());
    parts.add(new IntegrityPart());
    return parts;
  }

  /** What every family adds to a summary, in the families' order. */
  public static List<SummaryPart> summaryParts() {
    return parts(SummaryPart.class);
  }

  /** What every family adds to the gate beside the overhead ratios, in the families' order. */
  public static List<GatePart> gateParts() {
    return parts(GatePart.class);
  }

  /** What every family adds to the report, in the families' order. */
  public static List<ReportPart> reportParts() {
    return parts(ReportPart.class);
  }

  /** The families' parts of {@code kind}, in their order, then the run-wide parts'. */
  private static <T> List<T> parts(Class<T> kind) {
    List<T> parts = new ArrayList<T>();
    List<Object> all = new ArrayList<Object>(all());
    all.addAll(runWideParts());
    for (Object part : all) {
      if (kind.isInstance(part)) {
        parts.add(kind.cast(part));
      }
    }
    return parts;
  }
}
