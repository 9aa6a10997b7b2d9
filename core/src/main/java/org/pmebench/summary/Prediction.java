package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The cost model's predicted ratio as written: 1 + the replayed crypto work's share, its interval,
 * whether it agrees with the measured ratio and the measured over the predicted ({@code
 * unexplained}). Read back as a {@link RowEstimate}; it has no log standard error of its own.
 */
@JsonIgnoreProperties("logStdError")
final class Prediction extends RowEstimate {}
