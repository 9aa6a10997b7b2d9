package org.pmebench.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A separate-fork row as written: the ratio of two results with its normal interval and steady
 * state, their CPU profile's crypto share, and their scores; no rounds, CPU time or control.
 */
@JsonIgnoreProperties({
  "cpu",
  "rounds",
  "forks",
  "control",
  "controlNote",
  "encryptedCpuScore",
  "plaintextCpuScore"
})
@JsonPropertyOrder({
  "id",
  "benchmark",
  "jmhMode",
  "threads",
  "jvm",
  "javaMajor",
  "jdkVersion",
  "variant",
  "provider",
  "params",
  "file",
  "encryption",
  "pairing",
  "headline",
  "attribution",
  "encryptedShare",
  "encryptedScore",
  "plaintextScore",
  "unit",
  "providerRuns",
  "host"
})
final class SeparateRow extends OverheadRow {}
