package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A duet row as written: an interleaved row's shape without an A/A control (a duet runs none). */
@JsonIgnoreProperties({"control", "controlNote"})
final class DuetRow extends OverheadRow {}
