package org.pmebench.family.spark;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.summary.AttributionNote;
import org.pmebench.summary.RowEstimate;

/**
 * What the spark family writes into summary.json about Spark's crypto streams, as it writes it and
 * its report reads it: their cost per stream and per byte ({@code sparkStreamCosts}), where they
 * spend CPU inside Spark ({@code sparkStreamProfile}), and a row's predictions from them ({@code
 * streamModel}, {@code streamProfile}).
 */
final class StreamNotes {
  static final String COSTS = "sparkStreamCosts";
  static final String PROFILE = "sparkStreamProfile";
  static final String MODEL = "streamModel";
  static final String ROW_PROFILE = "streamProfile";
  private static final ObjectMapper JSON = new ObjectMapper();

  private StreamNotes() {}

  /** A note as JSON, in its class's key order. */
  static JsonNode tree(Object note) {
    return JSON.valueToTree(note);
  }

  /** Leaves a bound out where it is unknown (NaN): the value had no interval. */
  static final class Unknown {
    @Override
    public boolean equals(Object value) {
      return value instanceof Double && ((Double) value).isNaN();
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  /** A value with its interval; the bounds are left out where it has none. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"value", "low", "high"})
  static final class Value {
    public double value = Double.NaN;

    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Unknown.class)
    public double low = Double.NaN;

    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Unknown.class)
    public double high = Double.NaN;

    static Value of(double value, double low, double high) {
      Value v = new Value();
      v.value = value;
      v.low = low;
      v.high = high;
      return v;
    }
  }

  /**
   * A predicted overhead ratio (1 + predicted extra CPU over the plaintext queries' CPU): its
   * interval, what that covers, and whether it overlaps the measured one; bounds left out where
   * unknown.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"ratio", "low", "high", "interval", "agrees"})
  static final class Predicted {
    public double ratio = Double.NaN;

    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Unknown.class)
    public double low = Double.NaN;

    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Unknown.class)
    public double high = Double.NaN;

    public String interval;
    public Boolean agrees;

    /** The same as a row estimate, as the report's tables show one. */
    RowEstimate estimate() {
      RowEstimate e = new RowEstimate();
      e.ratio = ratio;
      e.low = low;
      e.high = high;
      e.interval = interval;
      e.agrees = agrees;
      return e;
    }
  }

  /** One cipher setting's stream benchmark: per block (its two streams) and per byte, ns. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"cipherClass", "interval", "perStreamNanos", "perByteNanos"})
  static final class Costs {
    public String cipherClass;
    public String interval;
    public Value perStreamNanos = new Value();
    public Value perByteNanos = new Value();
  }

  /** One setting's in-situ profile: the streams' share of the queries' task CPU, per part. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({
    "cipherClass",
    "querySamples",
    "streamSamples",
    "share",
    "cpu",
    "pairsPerRound",
    "bytesPerRound",
    "taskCpuMillisPerRound",
    "sparkConfSettings",
    "perPairMicros",
    "parts",
    "benchmarkPerPairMicros",
    "inSituOverBenchmark"
  })
  static final class Profile {
    public String cipherClass;
    public long querySamples;
    public long streamSamples;
    public AttributionNote.Share share = new AttributionNote.Share();
    public Predicted cpu = new Predicted();
    public double pairsPerRound = Double.NaN;
    public double bytesPerRound = Double.NaN;
    public double taskCpuMillisPerRound = Double.NaN;
    public double sparkConfSettings = Double.NaN;
    public Double perPairMicros;
    public List<Part> parts = new ArrayList<Part>();

    /**
     * The stream benchmark's price of the same blocks and bytes, per block; null where not
     * measured.
     */
    public Double benchmarkPerPairMicros;

    public Double inSituOverBenchmark;
  }

  /** A part of the streams' CPU. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"part", "description", "samples", "share", "perPairMicros"})
  static final class Part {
    public String part;
    public String description;
    public long samples;
    public double share = Double.NaN;
    public Double perPairMicros;
  }

  /**
   * A row's prediction from the stream benchmark: blocks and bytes of the mix times their costs.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({
    "cipherClass",
    "streamsPerQuery",
    "streamPairsPerQuery",
    "bytesPerQuery",
    "extraCpuMillis",
    "cpu",
    "measuredExtraCpuMillis"
  })
  static final class Model {
    public String cipherClass;
    public double streamsPerQuery = Double.NaN;

    /** Null in runs from before it was recorded (then half the streams). */
    public Double streamPairsPerQuery;

    public double bytesPerQuery = Double.NaN;
    public Value extraCpuMillis = new Value();
    public Predicted cpu = new Predicted();
    public double measuredExtraCpuMillis = Double.NaN;

    /**
     * Stream pairs (shuffle blocks) per round: recorded, or half the crypto streams of runs from
     * before.
     */
    double pairs() {
      return streamPairsPerQuery != null ? streamPairsPerQuery : streamsPerQuery / 2;
    }
  }
}
