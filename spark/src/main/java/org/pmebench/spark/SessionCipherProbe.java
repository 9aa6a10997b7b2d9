package org.pmebench.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Method;
import org.apache.commons.crypto.stream.CryptoOutputStream;
import org.apache.spark.serializer.SerializerManager;

/**
 * Which cipher the running SparkContext's shuffle and spill streams really use: one stream wrapped
 * by the context's own serializer manager, as Spark wraps every shuffle block, and the
 * commons-crypto cipher inside it. Settings asked for are not evidence: a SparkSession builder that
 * finds a running context keeps that context's key and cipher and only warns.
 */
final class SessionCipherProbe {
  private SessionCipherProbe() {}

  /** The cipher class of {@code serializers}' streams; null when spark.io.encryption is off. */
  static String cipherClass(SerializerManager serializers) {
    if (!serializers.encryptionEnabled()) {
      return null;
    }
    try (OutputStream stream = serializers.wrapForEncryption(new ByteArrayOutputStream())) {
      return cipherOf(stream);
    } catch (IOException e) {
      throw new SparkAppFailure("cannot see the cipher of Spark's shuffle streams: " + e);
    }
  }

  /** The commons-crypto cipher class inside a stream Spark's CryptoStreamUtils made. */
  static String cipherOf(OutputStream stream) {
    Object inner = stream;
    try {
      // Spark 3.x wraps commons-crypto's stream in an ErrorHandlingOutputStream(cipherStream,
      // original).
      try {
        inner = stream.getClass().getMethod("cipherStream").invoke(stream);
      } catch (NoSuchMethodException e) {
        // Spark wrapped nothing around it.
      }
      Method getCipher = CryptoOutputStream.class.getDeclaredMethod("getCipher");
      getCipher.setAccessible(true);
      return getCipher.invoke(inner).getClass().getName();
    } catch (ReflectiveOperationException | ClassCastException | IllegalArgumentException e) {
      throw new SparkAppFailure("cannot see the cipher of Spark's shuffle streams: " + e);
    }
  }
}
