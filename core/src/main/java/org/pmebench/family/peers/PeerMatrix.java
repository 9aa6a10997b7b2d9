package org.pmebench.family.peers;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.run.MeasurementProfile;

/**
 * What the peers family measures: per other PME implementation (pyarrow: Arrow C++; arrow-rs: the
 * parquet crate; arrow-go; DuckDB with OpenSSL or its bundled mbedtls), the paired read and write
 * overheads of a standard workload's rows, and optionally of TPC-H's lineitem, in processes of its
 * own runtime, the suite's way (shuffled rounds of plaintext, A/A control, GCM and, where the
 * implementation has it, GCM-CTR; processes as replicates).
 */
public final class PeerMatrix {
  public static final List<String> PEERS =
      Collections.unmodifiableList(
          Arrays.asList(
              Interop.PYARROW,
              Interop.ARROW_RS,
              Interop.ARROW_GO,
              Interop.DUCKDB,
              Interop.DUCKDB_MBEDTLS));

  /**
   * Measured unless --peers says otherwise: DuckDB with mbedtls is what DuckDB itself calls unsafe
   * for writing.
   */
  public static final List<String> DEFAULT_PEERS =
      Collections.unmodifiableList(
          Arrays.asList(Interop.PYARROW, Interop.ARROW_RS, Interop.ARROW_GO, Interop.DUCKDB));

  public List<String> peers = DEFAULT_PEERS;

  /** The other pyarrow builds among {@link #peers}, by peer id ({@code pyarrow@<label>}). */
  final Map<String, PyarrowBuild> pyarrowBuilds = new LinkedHashMap<String, PyarrowBuild>();

  /** The local arrow-go checkouts among {@link #peers}, by peer id ({@code arrow-go@<label>}). */
  final Map<String, ArrowGoLocal> arrowGoBuilds = new LinkedHashMap<String, ArrowGoLocal>();

  /** The local arrow-rs checkouts among {@link #peers}, by peer id ({@code arrow-rs@<label>}). */
  final Map<String, ArrowRsLocal> arrowRsBuilds = new LinkedHashMap<String, ArrowRsLocal>();

  /**
   * The peers grouped by implementation, in the order each implementation first appears: its builds
   * (the pinned one, then the others) are measured in one step, taking turns.
   */
  List<List<String>> byImplementation() {
    Map<String, List<String>> groups = new LinkedHashMap<String, List<String>>();
    for (String peer : peers) {
      String implementation = implementation(peer);
      if (!groups.containsKey(implementation)) {
        groups.put(implementation, new java.util.ArrayList<String>());
      }
      groups.get(implementation).add(peer);
    }
    return new java.util.ArrayList<List<String>>(groups.values());
  }

  /**
   * The peers in the interoperability matrix: the pinned implementations; another build of one is
   * measured, not matched against the others.
   */
  List<String> interopPeers() {
    List<String> pinned = new java.util.ArrayList<String>();
    for (String peer : peers) {
      if (buildLabel(peer) == null) {
        pinned.add(peer);
      }
    }
    return pinned;
  }

  /**
   * The label of another build of an implementation (its peer id's part after '@'); null for the
   * pinned one.
   */
  static String buildLabel(String peer) {
    int at = peer.indexOf('@');
    return at < 0 ? null : peer.substring(at + 1);
  }

  public List<Integer> workloads = Collections.singletonList(1);

  /** TPC-H's lineitem at this scale factor (DuckDB's dbgen) beside the workloads, or null. */
  public Double lineitemScale;

  public int rows = 20_000;

  /** Processes per implementation and operation: the replicates of every interval. */
  public int forks = 3;

  public int warmupIterations = 2;
  public int measurementIterations = 4;
  public double iterationSeconds = 1.0;

  /**
   * Whether parquet-java and the peers read each other's files (every mode, footer and key
   * material).
   */
  public boolean interop = true;

  /** The python that makes the peers' virtual environments. */
  public String python = "python3";

  /** The cargo that builds the arrow-rs driver. */
  public String cargo = "cargo";

  /** The go that builds the arrow-go driver. */
  public String go = "go";

  public static PeerMatrix defaults(MeasurementProfile profile) {
    PeerMatrix m = new PeerMatrix();
    switch (profile) {
      case SMOKE:
        m.rows = 1_000;
        m.forks = 1;
        m.warmupIterations = 0;
        m.measurementIterations = 2;
        m.iterationSeconds = 0.1;
        break;
      case CI: // the parquet family's ci workloads (R1, R7, W1, W7) and replicates (5)
      case STANDARD:
      case FULL:
        m.workloads = Arrays.asList(1, 7);
        m.forks = profile == MeasurementProfile.FULL ? 8 : 5;
        m.warmupIterations = 3;
        m.measurementIterations = 5;
        m.iterationSeconds = 2.0;
        break;
      default:
        break;
    }
    return m;
  }

  /**
   * Processes the run starts per peer: per workload (and lineitem) and operation (read, write),
   * {@link #forks} each.
   */
  public int processesPerPeer() {
    return (workloads.size() + (lineitemScale != null ? 1 : 0)) * 2 * forks;
  }

  /** The implementation a peer is a build of ({@code pyarrow} for {@code pyarrow@19.0.1}). */
  static String implementation(String peer) {
    return buildLabel(peer) == null ? peer : peer.substring(0, peer.indexOf('@'));
  }

  /** Whether a peer runs in the Python environment. */
  public static boolean python(String peer) {
    String implementation = implementation(peer);
    return !Interop.ARROW_RS.equals(implementation) && !Interop.ARROW_GO.equals(implementation);
  }
}
