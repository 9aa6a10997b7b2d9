package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroup;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.StandardRows;

class ValueChecksumTest {
  private static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType(
          "message m { required int32 a; "
              + "optional binary b (UTF8); required boolean c; required double d; required float f; required int64 l; "
              + "repeated group g { required int64 x; } }");

  /** A record of {@link #SCHEMA}; {@code b} null leaves the optional field out. */
  private static Group row(int a, String b, boolean c, double d, float f, long l, long... xs) {
    Group g = new SimpleGroup(SCHEMA);
    g.add("a", a);
    if (b != null) {
      g.add("b", b);
    }
    g.add("c", c);
    g.add("d", d);
    g.add("f", f);
    g.add("l", l);
    for (long x : xs) {
      g.addGroup("g").add("x", x);
    }
    return g;
  }

  private static ValueChecksum sum(Object... values) {
    ValueChecksum sum = new ValueChecksum();
    Arrays.asList(values).forEach((Consumer<Object>) sum);
    return sum;
  }

  @Test
  void theSameValuesGiveTheSameChecksumAndEveryChangedValueAnother() {
    Group first = row(7, "x", true, 1.5, 2.5f, 9L, 3L, 4L);
    ValueChecksum base = sum(first, row(8, "y", false, 0.5, 0.25f, 10L));
    assertEquals(
        base,
        sum(row(7, "x", true, 1.5, 2.5f, 9L, 3L, 4L), row(8, "y", false, 0.5, 0.25f, 10L)),
        "records built apart from the same values");
    assertEquals(2, base.records());
    List<ValueChecksum> changed = new ArrayList<ValueChecksum>();
    Group second = row(8, "y", false, 0.5, 0.25f, 10L);
    changed.add(sum(row(6, "x", true, 1.5, 2.5f, 9L, 3L, 4L), second)); // an int32
    changed.add(sum(row(7, "z", true, 1.5, 2.5f, 9L, 3L, 4L), second)); // a binary
    changed.add(sum(row(7, null, true, 1.5, 2.5f, 9L, 3L, 4L), second)); // a null
    changed.add(sum(row(7, "x", false, 1.5, 2.5f, 9L, 3L, 4L), second)); // a boolean
    changed.add(sum(row(7, "x", true, 1.25, 2.5f, 9L, 3L, 4L), second)); // a double
    changed.add(sum(row(7, "x", true, 1.5, 2.75f, 9L, 3L, 4L), second)); // a float
    changed.add(sum(row(7, "x", true, 1.5, 2.5f, 19L, 3L, 4L), second)); // an int64
    changed.add(sum(row(7, "x", true, 1.5, 2.5f, 9L, 3L, 5L), second)); // a nested value
    changed.add(sum(row(7, "x", true, 1.5, 2.5f, 9L, 3L), second)); // a repetition fewer
    changed.add(
        sum(row(7, "x", true, 1.5, 2.5f, 9L, 4L, 3L), second)); // repetitions in another order
    changed.add(sum(second, first)); // records in another order
    changed.add(sum(first)); // a record fewer
    Set<Long> distinct = new HashSet<Long>();
    for (ValueChecksum c : changed) {
      assertNotEquals(base, c, c.toString());
      distinct.add(c.value());
    }
    assertEquals(changed.size(), distinct.size(), "every change gives a checksum of its own");
  }

  @Test
  void theSuitesRowsAreCheckedWholeAndOtherValuesAreCountedByTheirHash() {
    List<Group> rows = StandardRows.generate(200, 42);
    ValueChecksum a = new ValueChecksum();
    rows.forEach(a);
    ValueChecksum b = new ValueChecksum();
    StandardRows.generate(200, 42).forEach(b);
    assertEquals(a, b);
    ValueChecksum other = new ValueChecksum();
    StandardRows.generate(200, 43).forEach(other);
    assertNotEquals(a, other);
    assertEquals(sum("a", 1L, null), sum("a", 1L, null));
    assertNotEquals(sum("a", 1L), sum("a", 2L));
    assertEquals(
        "1 records, checksum " + String.format("%016x", sum("a").value()), sum("a").toString());
  }
}
