package org.pmebench.family.parquet;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.releases.ParquetBuild;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The parquet family's options on {@code run}, as given, and the one thing they do: make its {@link
 * ParquetMatrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's. The
 * checked {@code --parquet-versions} are the family's {@link org.pmebench.releases.ReleaseChoice},
 * which the parking family takes too.
 */
final class ParquetOptions {
  @Option(
      names = "--specs",
      split = ",",
      paramLabel = "ID",
      description = "parquet: workload ids R1..R7 (read) and W1..W7 (write); default all 14.")
  List<String> specs;

  @Option(
      names = "--modes",
      split = ",",
      paramLabel = "MODE",
      description = "parquet: PLAINTEXT, AES_GCM_V1, AES_GCM_CTR_V1 (default all three).")
  List<String> modes;

  @Option(
      names = "--rows",
      paramLabel = "N",
      description = "parquet: rows per file (profile default: 1000000; quick 100000).")
  Integer rows;

  @Option(
      names = "--io",
      split = ",",
      paramLabel = "IO",
      description =
          "parquet: memory (default: CPU cost only) and/or disk (a temporary file, removed afterwards).")
  List<String> io;

  @Option(
      names = "--footers",
      split = ",",
      paramLabel = "F",
      description =
          "parquet, encrypted modes: encrypted (default) and/or plaintext (signed) footers.")
  List<String> footers;

  @Option(
      names = "--aad-prefixes",
      split = ",",
      paramLabel = "A",
      description =
          "parquet, encrypted modes: none (default), stored (in the file), supplied (by the reader).")
  List<String> aadPrefixes;

  @Option(
      names = "--read-buffers",
      split = ",",
      paramLabel = "B",
      description =
          "parquet, reads: heap (default) and/or direct (a direct allocator and parquet's off-heap decrypt "
              + "flag, parquet.decrypt.off-heap.buffer.enabled, which releases from 1.14.0 act on).")
  List<String> readBuffers;

  @Option(
      names = "--parquet-versions",
      split = ",",
      paramLabel = "V",
      description =
          "parquet, parking: parquet-java releases to measure, e.g. 1.13.1,1.15.2 (default 1.13.1, the "
              + "built-in one; others from Maven Central, each in a child run on the same JVM; 1.17 and later need Java 11), "
              + "or local builds: a directory of jars (parquet-hadoop and what it needs, e.g. a SNAPSHOT built from a branch), "
              + "labelled local-<version>-<hash of its jars>.")
  List<String> parquetVersions;

  /**
   * The matrix these options give with {@code profile}, the run's {@code variants} and {@code
   * pairing}; a bad value is a {@link UserError}.
   */
  ParquetMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    ParquetMatrix m = ParquetMatrix.defaults(profile);
    m.pairing = pairing;
    m.specs = Choices.checkOrDefault("workload id", specs, ParquetMatrix.ALL_SPECS, m.specs);
    m.modes = Choices.checkOrDefault("encryption mode", modes, ParquetMatrix.ALL_MODES, m.modes);
    m.rows =
        UserError.withinOrDefault(
            "--rows",
            rows,
            1,
            ParquetMatrix.MAX_ROWS,
            m.rows,
            " (rows are built in memory before timing)");
    m.io = Choices.checkOrDefault("io", io, ParquetMatrix.IO, m.io);
    m.footers = Choices.checkOrDefault("footer mode", footers, EncryptionLayout.FOOTERS, m.footers);
    m.aadPrefixes =
        Choices.checkOrDefault(
            "AAD prefix", aadPrefixes, EncryptionLayout.AAD_PREFIXES, m.aadPrefixes);
    m.readBuffers =
        Choices.checkOrDefault(
            "read buffers", readBuffers, EncryptionLayout.READ_BUFFERS, m.readBuffers);
    if (variants != null) {
      m.variants = variants;
    }
    if (parquetVersions != null) {
      m.parquetVersions = releases(pairing);
    }
    if (pairing != Pairing.SEPARATE && m.encryptedModes().isEmpty()) {
      throw new UserError(
          "--modes "
              + String.join(",", m.modes)
              + ": paired runs measure each encrypted mode "
              + "against PLAINTEXT; name AES_GCM_V1 and/or AES_GCM_CTR_V1 (or use --pairing separate)");
    }
    return m;
  }

  /**
   * The checked {@code --parquet-versions}, once each (the parking family takes them too); null
   * when not given.
   */
  List<String> releases(Pairing pairing) {
    if (parquetVersions == null) {
      return null;
    }
    for (String v : parquetVersions) {
      try {
        ParquetBuild.of(v);
      } catch (IllegalArgumentException e) {
        throw new UserError(
            "invalid --parquet-versions value '"
                + v
                + "'; give release numbers such as "
                + ParquetReleases.BUILT_IN
                + ",1.15.2, or a directory of jars of a local build ("
                + e.getMessage()
                + ")");
      }
    }
    List<String> versions =
        new ArrayList<String>(new java.util.LinkedHashSet<String>(parquetVersions));
    if (!versions.contains(ParquetReleases.BUILT_IN) && pairing == Pairing.SEPARATE) {
      throw new UserError(
          "--parquet-versions without " + ParquetReleases.BUILT_IN + " runs paired only");
    }
    return versions;
  }
}
