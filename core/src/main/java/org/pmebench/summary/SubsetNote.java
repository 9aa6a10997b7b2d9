package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A column-subset row's {@code subsetOverAll}: its overhead over the all-columns file's, measured
 * (wall, CPU) and by the cost model, with the answer it gives.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"wall", "cpu", "model", "shares", "basis", "answer"})
public final class SubsetNote extends WallAndCpu {
  public WallAndCpu model;
  public Shares shares = new Shares();
  public String basis;
  public String answer;

  /**
   * The subset's shares of the encrypted bytes, of PME's modules (and their bytes) and of the
   * columns.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"encryptedBytes", "modules", "moduleBytes", "columns"})
  public static final class Shares {
    public double encryptedBytes = Double.NaN;
    public double modules = Double.NaN;
    public double moduleBytes = Double.NaN;
    public double columns = Double.NaN;
  }
}
