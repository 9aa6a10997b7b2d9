package org.pmebench.crypto;

/**
 * The line through a calibration's module times ({@link ModuleCostCalibration}): nanoseconds per
 * module at each of {@link SyntheticModules#CALIBRATION_SIZES}, fitted as a cost per call (the
 * intercept) and per byte (the slope).
 */
final class CalibrationLine {
  private CalibrationLine() {}

  /** Intercept and slope of time over size, least squares weighted by 1/time² (relative errors). */
  static double[] fit(double[] nanos) {
    double sw = 0;
    double sx = 0;
    double sy = 0;
    double sxx = 0;
    double sxy = 0;
    for (int i = 0; i < nanos.length; i++) {
      double x = SyntheticModules.CALIBRATION_SIZES[i];
      double w = 1 / (nanos[i] * nanos[i]);
      sw += w;
      sx += w * x;
      sy += w * nanos[i];
      sxx += w * x * x;
      sxy += w * x * nanos[i];
    }
    double slope = (sw * sxy - sx * sy) / (sw * sxx - sx * sx);
    return new double[] {(sy - slope * sx) / sw, slope};
  }
}
