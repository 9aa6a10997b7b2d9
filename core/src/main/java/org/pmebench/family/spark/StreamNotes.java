package org.pmebench.family.spark;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.summary.AttributionNote;
import org.pmebench.summary.RowEstimate;

/**
 * What the spark family writes into summary.json about Spark's crypto streams, typed for its report:
 * their cost per stream and per byte ({@code sparkStreamCosts}), where they spend CPU inside Spark
 * ({@code sparkStreamProfile}), and a row's prediction from them ({@code streamModel}).
 */
final class StreamNotes {
  static final String COSTS = "sparkStreamCosts";
  static final String PROFILE = "sparkStreamProfile";
  static final String MODEL = "streamModel";
  static final String ROW_PROFILE = "streamProfile";

  private StreamNotes() {}

  /** One cipher setting's stream benchmark: per block (its two streams) and per byte, ns. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  static final class Costs {
    public String cipherClass;
    public String interval;
    public AttributionNote.Share perStreamNanos = new AttributionNote.Share();
    public AttributionNote.Share perByteNanos = new AttributionNote.Share();
  }

  /** One setting's in-situ profile: the streams' share of the queries' task CPU, per part. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  static final class Profile {
    public String cipherClass;
    public AttributionNote.Share share = new AttributionNote.Share();
    public RowEstimate cpu = new RowEstimate();
    public Double perPairMicros;
    public double pairsPerRound = Double.NaN;
    public double bytesPerRound = Double.NaN;
    public Double inSituOverBenchmark;
    public double benchmarkPerPairMicros = Double.NaN;
    public double sparkConfSettings = Double.NaN;
    public List<Part> parts = new ArrayList<Part>();
  }

  /** A part of the streams' CPU. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  static final class Part {
    public String description;
    public double share = Double.NaN;
    public Double perPairMicros;
  }

  /** A row's prediction from the stream benchmark: blocks and bytes of the mix times their costs. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  static final class Model {
    public Double streamPairsPerQuery;
    public double streamsPerQuery = Double.NaN;
    public double bytesPerQuery = Double.NaN;
    public RowEstimate cpu = new RowEstimate();
    public AttributionNote.Share extraCpuMillis = new AttributionNote.Share();

    /** Stream pairs (shuffle blocks) per round: recorded, or half the crypto streams of runs from before. */
    double pairs() {
      return streamPairsPerQuery != null ? streamPairsPerQuery : streamsPerQuery / 2;
    }
  }
}
