package org.pmebench.crypto.check;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.crypto.AesAlgorithm;

/**
 * The published AES-GCM and AES-CTR vectors the suite checks every cipher against, read from the
 * resources under {@code /ciphercheck/} (their sources and licences are in its README):
 * Wycheproof's AES-GCM tests and NIST's CAVP GCM vectors with PME's 96-bit nonce and 128-bit tag,
 * and the CTR vectors of RFC 3686 and NIST SP 800-38A.
 */
public final class KnownAnswers {
  static final String DIR = "/ciphercheck/";
  private static volatile Map<AesAlgorithm, List<KnownAnswer>> loaded;

  private KnownAnswers() {}

  /** The vectors of one construction, read once per JVM. */
  public static List<KnownAnswer> of(AesAlgorithm algorithm) {
    Map<AesAlgorithm, List<KnownAnswer>> all = loaded;
    if (all == null) {
      all = new HashMap<AesAlgorithm, List<KnownAnswer>>();
      List<KnownAnswer> gcm =
          new ArrayList<KnownAnswer>(wycheproof("wycheproof-aes_gcm_test.json"));
      gcm.addAll(nistGcm("nist-gcmEncryptExtIV-iv96-tag128.rsp"));
      List<KnownAnswer> ctr = new ArrayList<KnownAnswer>(counterVectors("rfc3686-aes-ctr.txt"));
      ctr.addAll(counterVectors("sp800-38a-aes-ctr.txt"));
      all.put(AesAlgorithm.GCM, Collections.unmodifiableList(gcm));
      all.put(AesAlgorithm.CTR, Collections.unmodifiableList(ctr));
      loaded = all;
    }
    return all.get(algorithm);
  }

  /**
   * Wycheproof's groups with PME's nonce and tag sizes; "acceptable" results are left out (none
   * there today). Read with Jackson's streaming parser: every fork loads these, and an
   * ObjectMapper's start-up was most of it.
   */
  static List<KnownAnswer> wycheproof(String name) {
    List<KnownAnswer> out = new ArrayList<KnownAnswer>();
    try (InputStream in = open(name);
        JsonParser p = new JsonFactory().createParser(in)) {
      expect(p.nextToken() == JsonToken.START_OBJECT, name, "an object");
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        p.nextToken();
        if (!"testGroups".equals(p.getCurrentName())) {
          p.skipChildren();
          continue;
        }
        expect(p.currentToken() == JsonToken.START_ARRAY, name, "testGroups as an array");
        while (p.nextToken() == JsonToken.START_OBJECT) {
          group(p, name, out);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + DIR + name, e);
    }
    return out;
  }

  /**
   * One test group, the parser on its start: its tests, if the group has PME's nonce and tag sizes.
   */
  private static void group(JsonParser p, String name, List<KnownAnswer> out) throws IOException {
    int ivBits = -1;
    int tagBits = -1;
    List<Map<String, String>> tests = new ArrayList<Map<String, String>>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.getCurrentName();
      p.nextToken();
      if ("ivSize".equals(field)) {
        ivBits = p.getIntValue();
      } else if ("tagSize".equals(field)) {
        tagBits = p.getIntValue();
      } else if ("tests".equals(field)) {
        while (p.nextToken() == JsonToken.START_OBJECT) {
          Map<String, String> t = new HashMap<String, String>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.getCurrentName();
            if (p.nextToken().isScalarValue()) {
              t.put(key, p.getText());
            } else {
              p.skipChildren();
            }
          }
          tests.add(t);
        }
      } else {
        p.skipChildren();
      }
    }
    if (ivBits != 8 * AesAlgorithm.NONCE_LENGTH || tagBits != AesAlgorithm.GCM_TAG_BITS) {
      return;
    }
    for (Map<String, String> t : tests) {
      String result = t.get("result");
      if (!"valid".equals(result) && !"invalid".equals(result)) {
        continue;
      }
      out.add(
          new KnownAnswer(
              "Wycheproof " + name + " tcId " + t.get("tcId"),
              AesAlgorithm.GCM,
              hex(t.get("key")),
              hex(t.get("iv")),
              hex(t.get("aad")),
              hex(t.get("msg")),
              concat(hex(t.get("ct")), hex(t.get("tag"))),
              "valid".equals(result)));
    }
  }

  private static void expect(boolean ok, String name, String what) throws IOException {
    if (!ok) {
      throw new IOException(DIR + name + " does not hold " + what);
    }
  }

  /** NIST CAVP's "Key = ..." records; the file holds only 96-bit IV, 128-bit tag sections. */
  static List<KnownAnswer> nistGcm(String name) {
    List<KnownAnswer> out = new ArrayList<KnownAnswer>();
    for (Map<String, String> r : records(name)) {
      out.add(
          new KnownAnswer(
              "NIST CAVP " + name + " " + r.get("section") + " Count " + r.get("Count"),
              AesAlgorithm.GCM,
              hex(r.get("Key")),
              hex(r.get("IV")),
              hex(r.get("AAD")),
              hex(r.get("PT")),
              concat(hex(r.get("CT")), hex(r.get("Tag"))),
              true));
    }
    return out;
  }

  static List<KnownAnswer> counterVectors(String name) {
    List<KnownAnswer> out = new ArrayList<KnownAnswer>();
    for (Map<String, String> r : records(name)) {
      out.add(
          new KnownAnswer(
              name + " " + r.get("section") + " COUNT " + r.get("COUNT"),
              AesAlgorithm.CTR,
              hex(r.get("KEY")),
              hex(r.get("IV")),
              new byte[0],
              hex(r.get("PLAINTEXT")),
              hex(r.get("CIPHERTEXT")),
              true));
    }
    return out;
  }

  /**
   * "NAME = value" lines, a record per block, started by its "Count"/"COUNT" line; the last "[...]"
   * or "#" heading is kept as the record's "section".
   */
  private static List<Map<String, String>> records(String name) {
    List<Map<String, String>> out = new ArrayList<Map<String, String>>();
    String section = "";
    Map<String, String> current = null;
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(open(name), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        line = line.trim();
        if (line.startsWith("[") || line.startsWith("# ")) {
          section = line.startsWith("[Keylen") || line.startsWith("# ") ? line : section + line;
          continue;
        }
        int eq = line.indexOf('=');
        if (eq < 0) {
          continue;
        }
        String key = line.substring(0, eq).trim();
        String value = line.substring(eq + 1).trim();
        if (key.equalsIgnoreCase("count")) {
          current = new HashMap<String, String>();
          current.put("section", section);
          out.add(current);
        }
        if (current != null) {
          current.put(key, value);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + DIR + name, e);
    }
    return out;
  }

  private static InputStream open(String name) throws IOException {
    InputStream in = KnownAnswers.class.getResourceAsStream(DIR + name);
    if (in == null) {
      throw new IOException(DIR + name + " is not on the class path");
    }
    return in;
  }

  static byte[] hex(String s) {
    if (s == null) {
      return new byte[0];
    }
    byte[] b = new byte[s.length() / 2];
    for (int i = 0; i < b.length; i++) {
      int hi = Character.digit(s.charAt(2 * i), 16);
      int lo = Character.digit(s.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        throw new IllegalArgumentException("not hex: " + s.substring(2 * i, 2 * i + 2));
      }
      b[i] = (byte) (hi << 4 | lo);
    }
    return b;
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = new byte[a.length + b.length];
    System.arraycopy(a, 0, c, 0, a.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
