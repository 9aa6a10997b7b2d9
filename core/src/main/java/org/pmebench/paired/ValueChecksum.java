package org.pmebench.paired;

import java.util.function.Consumer;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.Type;

/**
 * A sink that folds every value a read decodes into one 64-bit checksum, in order: each record's
 * fields, their repetitions and values by their Parquet type, nested groups included. Two reads of
 * files written from the same rows give the same checksum whatever their encryption; a wrong byte
 * that decodes silently to another value gives another. Anything that is not a record counts by its
 * {@code hashCode}.
 */
public final class ValueChecksum implements Consumer<Object> {
  private static final long MIX = 0x9E3779B97F4A7C15L;
  private long hash = 17;
  private long records;

  @Override
  public void accept(Object value) {
    records++;
    if (value instanceof Group) {
      fold((Group) value);
    } else {
      add(value == null ? 0 : value.hashCode());
    }
  }

  private void fold(Group group) {
    GroupType type = group.getType();
    for (int field = 0; field < type.getFieldCount(); field++) {
      int repetitions = group.getFieldRepetitionCount(field);
      add(field);
      add(repetitions);
      Type fieldType = type.getType(field);
      for (int i = 0; i < repetitions; i++) {
        if (fieldType.isPrimitive()) {
          add(group, field, i, fieldType);
        } else {
          fold(group.getGroup(field, i));
        }
      }
    }
  }

  private void add(Group group, int field, int i, Type type) {
    switch (type.asPrimitiveType().getPrimitiveTypeName()) {
      case INT32:
        add(group.getInteger(field, i));
        break;
      case INT64:
        add(group.getLong(field, i));
        break;
      case BOOLEAN:
        add(group.getBoolean(field, i) ? 1 : 2);
        break;
      case FLOAT:
        add(Float.floatToRawIntBits(group.getFloat(field, i)));
        break;
      case DOUBLE:
        add(Double.doubleToRawLongBits(group.getDouble(field, i)));
        break;
      case INT96:
        add(group.getInt96(field, i).hashCode());
        break;
      default: // BINARY and FIXED_LEN_BYTE_ARRAY: Binary's hash is of its bytes
        add(group.getBinary(field, i).hashCode());
    }
  }

  private void add(long value) {
    hash = (hash ^ value) * MIX;
    hash ^= hash >>> 29;
  }

  /** The records (or other values) consumed. */
  public long records() {
    return records;
  }

  public long value() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ValueChecksum
        && ((ValueChecksum) o).hash == hash
        && ((ValueChecksum) o).records == records;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    return records + " records, checksum " + String.format("%016x", hash);
  }
}
