package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A column subset's overhead over the all-columns overhead as written: the quotient, its interval
 * and the replicates it came from. Read back as a {@link RowEstimate}.
 */
@JsonIgnoreProperties("logStdError")
final class QuotientEstimate extends RowEstimate {}
