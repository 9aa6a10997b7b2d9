package org.pmebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ByteRateTest {
  @ParameterizedTest
  @CsvSource({
    "1000,ops/s,1000",
    "2,ops/ms,2000",
    "3,ops/us,3000000",
    "0.5,s/op,2",
    "250,ms/op,4",
    "100,us/op,10000",
    "1000,ns/op,1000000",
    "60,ops/min,1"
  })
  void convertsEveryJmhUnitToOperationsPerSecond(double score, String unit, double opsPerSecond) {
    assertEquals(opsPerSecond, ByteRate.opsPerSecond(score, unit), opsPerSecond * 1e-12);
  }

  @Test
  void bytesPerSecondMultipliesByTheBytesOfOneOperation() {
    assertEquals(1024_000.0, ByteRate.bytesPerSecond(1000, "ops/s", 1024), 1e-6);
    assertEquals(16.0 * (1 << 20) * 4, ByteRate.bytesPerSecond(250, "ms/op", 16 << 20), 1e-6);
  }

  @Test
  void errorOfATimeScoreIsTheWiderSideOfTheInvertedInterval() {
    // 100 +- 50 us/op on 1000 bytes: rate between 6.67 and 20 MB/s around 10 MB/s; the wide side is
    // +10.
    assertEquals(10e6, ByteRate.bytesPerSecondError(100, 50, "us/op", 1000), 1e-3);
    assertEquals(Double.POSITIVE_INFINITY, ByteRate.bytesPerSecondError(100, 100, "us/op", 1000));
    assertEquals(2048.0, ByteRate.bytesPerSecondError(1000, 2, "ops/s", 1024), 1e-9);
    assertEquals(Double.NaN, ByteRate.bytesPerSecondError(1000, Double.NaN, "ops/s", 1024));
  }

  @Test
  void rejectsUnknownUnits() {
    assertThrows(IllegalArgumentException.class, () -> ByteRate.opsPerSecond(1, "bytes"));
    assertThrows(IllegalArgumentException.class, () -> ByteRate.opsPerSecond(1, "ops/fortnight"));
  }
}
