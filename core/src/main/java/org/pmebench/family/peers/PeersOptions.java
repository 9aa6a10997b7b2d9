package org.pmebench.family.peers;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.run.Choices;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * The peers family's options on {@code run}, as given, and the one thing they do: make its {@link
 * PeerMatrix}, checked (a bad value is a {@link UserError}); unset ones keep the profile's.
 */
final class PeersOptions {
  @Option(
      names = "--peers",
      split = ",",
      paramLabel = "P",
      description =
          "peers: the other PME implementations to measure: pyarrow (Arrow C++ through Python), arrow-rs "
              + "(the parquet crate, a driver Cargo builds), arrow-go (a driver Go builds), duckdb (DuckDB through Python, "
              + "its cipher from OpenSSL), duckdb-mbedtls (DuckDB with the mbedtls it bundles); default all but "
              + "duckdb-mbedtls.")
  List<String> peers;

  @Option(
      names = "--peer-pyarrow",
      split = ",",
      paramLabel = "V|WHEEL",
      description =
          "peers: other pyarrow builds measured beside the pinned one, each in an environment of its "
              + "own: a release from PyPI (e.g. 19.0.1) or a local wheel, e.g. one built from a branch "
              + "(labelled local-<version>-<sha256, 8 hex>). Their rows carry that label as version.")
  List<String> pyarrowBuilds;

  @Option(
      names = "--peer-arrow-go",
      split = ",",
      paramLabel = "DIR",
      description =
          "peers: local arrow-go checkouts (e.g. a branch) measured beside the pinned release, the "
              + "driver built against each (labelled local-<directory>-<sha256 of its Go sources, 8 hex>).")
  List<String> arrowGoBuilds;

  @Option(
      names = "--peer-arrow-rs",
      split = ",",
      paramLabel = "DIR",
      description =
          "peers: local arrow-rs checkouts or parquet crates (e.g. a branch of the 58 line) measured beside "
              + "the pinned release, the driver built against each (labelled local-<directory>-<sha256 of "
              + "its Rust sources and Cargo.toml files, 8 hex>).")
  List<String> arrowRsBuilds;

  @Option(
      names = "--peer-workloads",
      split = ",",
      paramLabel = "N",
      description =
          "peers: standard workloads whose rows and file shape the peers read (R<n>) and write (W<n>), "
              + "1 to 7 (default 1; 1,7 standard).")
  List<Integer> workloads;

  @Option(
      names = "--peer-lineitem",
      paramLabel = "SF",
      description =
          "peers: also read and write TPC-H's lineitem at scale factor SF (0.01 to 10; DuckDB's dbgen "
              + "makes it, 6 million rows at 1), the table DuckDB's documentation measured encryption on.")
  Double lineitem;

  @Option(
      names = "--peer-rows",
      paramLabel = "N",
      description = "peers: rows per file (default 1000 smoke, 20000 others).")
  Integer rows;

  @Option(
      names = "--peer-interop",
      paramLabel = "true|false",
      arity = "1",
      description =
          "peers: check that parquet-java and the peers read each other's files in every mode, footer and "
              + "key material, and with an AAD prefix (default true).")
  Boolean interop;

  @Option(
      names = "--peer-python",
      paramLabel = "PATH",
      description =
          "peers: the python (3.9 or newer) that makes the Python peers' environment (pyarrow, DuckDB; default python3).")
  String python;

  @Option(
      names = "--peer-cargo",
      paramLabel = "PATH",
      description =
          "peers: the cargo that builds the arrow-rs driver (default cargo; Rust from https://rustup.rs).")
  String cargo;

  @Option(
      names = "--peer-go",
      paramLabel = "PATH",
      description =
          "peers: the go (1.25 or newer) that builds the arrow-go driver (default go; https://go.dev/dl/).")
  String go;

  /**
   * The builds {@code texts} name (none: nothing), each a peer of {@code m} after the pinned ones
   * and kept by its peer id in {@code builds}; one that {@code of} refuses is a {@link UserError}.
   */
  private static <B> void addBuilds(
      PeerMatrix m,
      List<String> texts,
      String option,
      java.util.function.Function<String, B> of,
      java.util.function.Function<B, String> peer,
      java.util.Map<String, B> builds) {
    for (String text : texts == null ? java.util.Collections.<String>emptyList() : texts) {
      try {
        B build = of.apply(text);
        builds.put(peer.apply(build), build);
        m.peers.add(peer.apply(build));
      } catch (IllegalArgumentException e) {
        throw new UserError("invalid " + option + " value: " + e.getMessage());
      }
    }
  }

  /** The matrix these options give with {@code profile}; a bad value is a {@link UserError}. */
  PeerMatrix matrix(MeasurementProfile profile) {
    PeerMatrix m = PeerMatrix.defaults(profile);
    m.peers = Choices.checkOrDefault("peer", peers, PeerMatrix.PEERS, m.peers);
    m.peers = new ArrayList<String>(m.peers);
    addBuilds(
        m, pyarrowBuilds, "--peer-pyarrow", PyarrowBuild::of, PyarrowBuild::peer, m.pyarrowBuilds);
    addBuilds(
        m, arrowGoBuilds, "--peer-arrow-go", ArrowGoLocal::of, ArrowGoLocal::peer, m.arrowGoBuilds);
    addBuilds(
        m, arrowRsBuilds, "--peer-arrow-rs", ArrowRsLocal::of, ArrowRsLocal::peer, m.arrowRsBuilds);
    if (lineitem != null) {
      if (!(lineitem >= 0.01 && lineitem <= 10)) {
        throw new UserError(
            "--peer-lineitem must be a TPC-H scale factor from 0.01 to 10, not " + lineitem);
      }
      m.lineitemScale = lineitem;
    }
    if (workloads != null) {
      UserError.requireEachWithin(
          "--peer-workloads value", workloads, 1, 7, " (the standard workloads)");
      m.workloads = new ArrayList<Integer>(new java.util.LinkedHashSet<Integer>(workloads));
    }
    m.rows = UserError.withinOrDefault("--peer-rows", rows, 1, 10_000_000, m.rows);
    if (python != null) {
      m.python = python;
    }
    if (cargo != null) {
      m.cargo = cargo;
    }
    if (go != null) {
      m.go = go;
    }
    if (interop != null) {
      m.interop = interop;
    }
    return m;
  }
}
