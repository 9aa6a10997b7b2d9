package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The counters a fork writes are the schema's, by name and by value: nothing else checks that the
 * two agree.
 */
class PairedCountersSchemaTest {

  /** Every (slot, counter) the schema says a fork records, by its name in JMH's JSON. */
  private static TreeMap<String, int[]> schema() {
    TreeMap<String, int[]> names = new TreeMap<String, int[]>();
    for (PairedSlot s : PairedSlot.values()) {
      for (SlotCounter c : SlotCounter.values()) {
        if (c.recordedFor(s)) {
          int[] before = names.put(c.of(s), new int[] {s.ordinal(), c.ordinal()});
          assertEquals(null, before, "two counters named " + c.of(s));
        }
      }
    }
    return names;
  }

  private static Set<String> counterMethods() {
    Set<String> names = new TreeSet<String>();
    for (Method m : PairedCounters.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())
          && m.getParameterCount() == 0
          && m.getReturnType() != void.class) {
        names.add(m.getName());
      }
    }
    return names;
  }

  @Test
  void theForkWritesExactlyTheSchemasCountersAndTheRounds() {
    Set<String> expected = new TreeSet<String>(schema().keySet());
    expected.add(ResultCounter.ROUNDS.key);
    expected.add(ResultCounter.WARMUP_MILLIS.key);
    expected.add(ResultCounter.WARMUP_QUIET.key);
    assertEquals(expected, counterMethods());
  }

  @Test
  void eachCounterMethodReturnsTheSumOfItsOwnSlotAndCounter() throws Exception {
    PairedCounters counters = new PairedCounters();
    double[][] sums = counters.totals.sums;
    for (int c = 0; c < sums.length; c++) {
      for (int s = 0; s < sums[c].length; s++) {
        sums[c][s] = 1000 * (c + 1) + s;
      }
    }
    for (java.util.Map.Entry<String, int[]> e : schema().entrySet()) {
      double value = (Double) PairedCounters.class.getMethod(e.getKey()).invoke(counters);
      int slot = e.getValue()[0];
      int counter = e.getValue()[1];
      assertEquals(
          1000 * (counter + 1) + slot,
          value,
          0,
          e.getKey()
              + " returns "
              + value
              + " instead of "
              + SlotCounter.values()[counter]
              + " of "
              + PairedSlot.values()[slot]);
    }
  }

  @Test
  void onlyTheSlotsOtherRuntimesAndEnginesWriteAreLeftOut() {
    for (PairedSlot s : PairedSlot.values()) {
      assertTrue(
          s.forked || !SlotCounter.WALL_NANOS.recordedFor(s),
          s + " is written by a fork or by no one");
    }
    assertTrue(!PairedSlot.IO_ENCRYPTED.forked);
    assertTrue(
        !SlotCounter.PROCESS_CPU_NANOS.recordedFor(PairedSlot.PLAINTEXT),
        "no JVM fork writes another runtime's clock");
  }

  @Test
  void theUnpairedBenchmarksByteCountersAreNamedByTheSchema() {
    Set<String> columnBytes = new TreeSet<String>();
    for (java.lang.reflect.Field f : org.pmebench.parking.ColumnBytes.class.getFields()) {
      columnBytes.add(f.getName());
    }
    assertEquals(
        new TreeSet<String>(
            java.util.Arrays.asList(
                ResultCounter.FILE_BYTES.key, ResultCounter.ENCRYPTED_COLUMN_BYTES.key)),
        columnBytes);
    assertEquals(
        ResultCounter.FILE_BYTES.key,
        org.pmebench.parquet.FileBytes.class.getFields()[0].getName());
  }

  /** docs/results.md's table of counters, as the schema renders it. */
  @Test
  void theDocsTableIsTheSchema() throws java.io.IOException {
    StringBuilder table =
        new StringBuilder(
            "| counter (after the slot's prefix) | unit | clock | slots that record it |\n"
                + "|---|---|---|---|\n");
    for (SlotCounter c : SlotCounter.values()) {
      table
          .append("| `")
          .append(c.suffix)
          .append("` | ")
          .append(words(c.unit))
          .append(" | ")
          .append(words(c.clock))
          .append(" | ")
          .append(words(c.slots))
          .append(" |\n");
    }
    String docs =
        new String(
            java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("docs", "results.md")),
            java.nio.charset.StandardCharsets.UTF_8);
    int start = docs.indexOf('\n', docs.indexOf("<!-- counters:")) + 1;
    assertEquals(table.toString(), docs.substring(start, docs.indexOf("<!-- /counters -->")));
  }

  private static String words(Enum<?> e) {
    return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
