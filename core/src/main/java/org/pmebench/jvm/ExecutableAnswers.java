package org.pmebench.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a java executable answered (a probe, its flags), kept while this JVM runs and the file is
 * the same (path, size, time and contents): one {@code run} asks each JVM once anyway, but a JVM
 * that starts many runs (the suite's tests) would otherwise start the same JDK two more times per
 * run.
 *
 * @param <T> the answer
 */
public final class ExecutableAnswers<T> {
  /** Asks the executable; may fail. */
  public interface Question<T> {
    T ask() throws IOException;
  }

  private final Map<String, T> answers = new ConcurrentHashMap<String, T>();

  /** The answer {@code executable} gave before, or asks it now; failures are not kept. */
  public T get(String executable, Question<T> question) throws IOException {
    String key = key(executable);
    if (key == null) {
      return question.ask();
    }
    T known = answers.get(key);
    if (known == null) {
      known = question.ask();
      answers.put(key, known);
    }
    return known;
  }

  /**
   * The executable as given and as it is on disk; null when it cannot be read (then nothing is
   * kept).
   */
  private static String key(String executable) {
    try {
      Path real = Paths.get(executable).toRealPath();
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(real));
      StringBuilder key =
          new StringBuilder(executable)
              .append('|')
              .append(real)
              .append('|')
              .append(Files.getLastModifiedTime(real).toMillis())
              .append('|');
      for (byte b : digest) {
        key.append(String.format("%02x", b));
      }
      return key.toString();
    } catch (IOException | InvalidPathException | NoSuchAlgorithmException e) {
      return null;
    }
  }
}
