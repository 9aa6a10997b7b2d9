package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fit of a read's work around its cipher calls, against values computed by hand. */
class AroundCipherCostsTest {
  /**
   * A read of {@code modules}, {@code bytes} and {@code columns} whose extra is {@code factor}
   * times its cipher price and 300 ns a module, 0.5 a byte and 20,000 a column.
   */
  private static AroundCipherCosts.Point read(
      long modules, long bytes, long columns, double cipher, double factor) {
    AroundCipherCosts.Point p = new AroundCipherCosts.Point();
    p.modules = modules;
    p.bytes = bytes;
    p.columns = columns;
    p.cipherNanos = cipher;
    p.extraNanos = factor * (cipher + 300 * modules + 0.5 * bytes + 20_000 * columns);
    return p;
  }

  private static List<AroundCipherCosts.Point> onTheLine() {
    return new ArrayList<AroundCipherCosts.Point>(
        Arrays.asList(
            read(16_000, 400_000, 4, 2e6, 1),
            read(2_000, 300_000, 4, 5e5, 1),
            read(40, 300_000, 4, 2e5, 1),
            read(100, 20_000, 32, 3e5, 1)));
  }

  @Test
  void readsOnOneLineGiveItsCostsAndNoMiss() {
    AroundCipherCosts c = AroundCipherCosts.fit(onTheLine());
    assertEquals(300, c.perModule, 1e-6);
    assertEquals(0.5, c.perByte, 1e-9);
    assertEquals(20_000, c.perColumn, 1e-3);
    assertEquals(0, c.relativeError, 1e-9);
    // 1,000 modules of 20,000 bytes in all, 3 columns: 300,000 + 10,000 + 60,000 ns.
    assertEquals(370_000, c.nanos(new ModuleCounts(600, 12_000, 400, 8_000, 0), 3), 1e-6);
  }

  @Test
  void aReadLeftOutIsMissedByTheFitOfTheOthers() {
    List<AroundCipherCosts.Point> reads = onTheLine();
    // 10% above the line the four others lie on: left out, they predict it exactly, so it misses by
    // 10%.
    reads.add(read(500, 350_000, 8, 3e5, 1.1));
    AroundCipherCosts c = AroundCipherCosts.fit(reads);
    assertEquals(0.1, reads.get(4).miss, 1e-9);
    double squares = 0;
    for (AroundCipherCosts.Point p : reads) {
      squares += p.miss * p.miss;
    }
    assertTrue(
        reads.get(0).miss != 0, "a read on the line is missed by a fit that holds the one off it");
    assertEquals(Math.sqrt(squares / 5), c.relativeError, 1e-12);
    // t with 5 - 3 = 2 degrees of freedom, 4.303, times the error.
    assertEquals(4.302653 * c.relativeError, c.relativeHalfWidth(), 1e-6);
  }

  @Test
  void aReadsWeightIsOneOverItsExtraSquared() {
    // Four reads on the line, each of one kind of work alone, and a fifth at twice the line: least
    // squares
    // weighted by 1/extra², solved by hand (unweighted: 612.5 ns, 0.8125 ns and 26.25 µs).
    AroundCipherCosts c =
        AroundCipherCosts.fit(
            Arrays.asList(
                read(1_000, 0, 0, 0, 1),
                read(0, 1_000_000, 0, 0, 1),
                read(0, 0, 10, 0, 1),
                read(0, 0, 20, 0, 1),
                read(1_000, 1_000_000, 10, 0, 2)));
    assertEquals(WEIGHTED[0], c.perModule, 1e-9);
    assertEquals(WEIGHTED[1], c.perByte, 1e-12);
    assertEquals(WEIGHTED[2], c.perColumn, 1e-6);
  }

  /** The weighted solution of aReadsWeightIsOneOverItsExtraSquared, from its normal equations. */
  private static final double[] WEIGHTED = {
    320.6422018348624, 0.5573394495412843, 20458.715596330276
  };

  @Test
  void theWidestReadSeenCountsColumnsOfManyValuesOnly() {
    AroundCipherCosts c = AroundCipherCosts.fit(onTheLine());
    assertEquals(
        0, c.manyValueColumnsCalibrated(), "no read said how many values its columns hold");
    c.reads.get(0).valuesPerColumn = FileModules.MANY_VALUES;
    assertEquals(4, c.manyValueColumnsCalibrated(), "4 columns of exactly many values");
    c.reads.get(3).valuesPerColumn = FileModules.MANY_VALUES - 1;
    assertEquals(4, c.manyValueColumnsCalibrated(), "32 columns of a value less are not");
    c.reads.get(3).valuesPerColumn = 8192;
    assertEquals(32, c.manyValueColumnsCalibrated());
  }

  @Test
  void tooFewReadsOrOneLayoutAreRefused() {
    assertEquals(
        "a fit of three costs needs four reads at least, got 3",
        refusal(read(10, 1000, 4, 0, 1), read(20, 3000, 4, 0, 1), read(30, 3000, 8, 0, 1)));
    assertEquals(
        "the reads' modules, bytes and columns do not vary apart: pages of one size in files of one width "
            + "cannot separate a module's cost from a byte's and a column's",
        refusal(
            read(10, 1000, 4, 0, 1),
            read(20, 2000, 8, 0, 1),
            read(40, 4000, 16, 0, 1.1),
            read(80, 8000, 32, 0, 1)));
  }

  /** Why the fit of {@code reads} is refused. */
  private static String refusal(AroundCipherCosts.Point... reads) {
    return assertThrows(
            IllegalArgumentException.class, () -> AroundCipherCosts.fit(Arrays.asList(reads)))
        .getMessage();
  }

  @Test
  void readsWhoseBytesFollowTheirModulesToABillionthAreRefusedToo() {
    // The columns vary apart in every four of the five reads; the bytes are a million a module but
    // for one byte in
    // billions in two reads: the rank test compares each pivot with the largest, so this is refused
    // although no
    // pivot is exactly zero.
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> AroundCipherCosts.fit(fiveReads(4_000_000_001L, 16_000_000_001L)));
    assertTrue(
        e.getMessage().startsWith("the reads' modules, bytes and columns do not vary apart"),
        e.getMessage());
    // A thousandth apart is enough.
    AroundCipherCosts.fit(fiveReads(4_004_000_000L, 16_016_000_000L));
  }

  private static List<AroundCipherCosts.Point> fiveReads(long thirdBytes, long fifthBytes) {
    return Arrays.asList(
        read(1_000, 1_000_000_000L, 4, 0, 1),
        read(2_000, 2_000_000_000L, 8, 0, 1),
        read(4_000, thirdBytes, 8, 0, 1.1),
        read(8_000, 8_000_000_000L, 16, 0, 1),
        read(16_000, fifthBytes, 4, 0, 1));
  }
}
