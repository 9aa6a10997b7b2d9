package org.pmebench.family.peers;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.PrimitiveType;

/**
 * A SHA-256 over the values of a file's records as parquet-java reads them (field by field, by
 * type), so that two files hold the same rows when their digests are equal, however each was
 * encoded or encrypted. Flat schemas with required or optional primitive fields, as the suite's
 * rows.
 */
public final class RecordDigest {
  private final MessageDigest sha;
  private final java.util.Set<String> ignored;
  private long records;

  /** A digest of every field but those named in {@code ignored}. */
  public RecordDigest(java.util.Set<String> ignored) {
    this.ignored = ignored;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  public void add(Object record) {
    Group g = (Group) record;
    GroupType type = g.getType();
    for (int f = 0; f < type.getFieldCount(); f++) {
      if (ignored.contains(type.getFieldName(f))) {
        continue;
      }
      int n = g.getFieldRepetitionCount(f);
      sha.update((byte) n);
      for (int i = 0; i < n; i++) {
        value(g, f, i, type.getType(f).asPrimitiveType());
      }
    }
    records++;
  }

  private void value(Group g, int f, int i, PrimitiveType type) {
    switch (type.getPrimitiveTypeName()) {
      case INT32:
        sha.update(ByteBuffer.allocate(4).putInt(g.getInteger(f, i)).array());
        break;
      case INT64:
        sha.update(ByteBuffer.allocate(8).putLong(g.getLong(f, i)).array());
        break;
      case BOOLEAN:
        sha.update((byte) (g.getBoolean(f, i) ? 1 : 0));
        break;
      case FLOAT:
        sha.update(ByteBuffer.allocate(4).putFloat(g.getFloat(f, i)).array());
        break;
      case DOUBLE:
        sha.update(ByteBuffer.allocate(8).putDouble(g.getDouble(f, i)).array());
        break;
      default: // BINARY, FIXED_LEN_BYTE_ARRAY, INT96: their bytes
        byte[] bytes =
            (type.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.INT96
                    ? g.getInt96(f, i)
                    : g.getBinary(f, i))
                .getBytes();
        sha.update(ByteBuffer.allocate(4).putInt(bytes.length).array());
        sha.update(bytes);
    }
  }

  public long records() {
    return records;
  }

  /** The digest in hex; ends the digest. */
  public String hex() {
    StringBuilder s = new StringBuilder();
    for (byte b : sha.digest()) {
      s.append(String.format(java.util.Locale.ROOT, "%02x", b));
    }
    return s.toString();
  }
}
