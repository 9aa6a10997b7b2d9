package org.pmebench.family.files;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.run.HeapSize;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.NarrowableMatrix;
import org.pmebench.userfiles.ColumnSet;

/** Which of the user's files a run measures, with which column sets, modes and operations. */
public final class FilesMatrix extends NarrowableMatrix {
  public static final List<String> ENCRYPTED_MODES =
      Collections.unmodifiableList(Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"));
  public static final List<String> OPERATIONS =
      Collections.unmodifiableList(Arrays.asList("read", "write"));

  /** The files, absolute paths, directories already replaced by their files. */
  public List<String> files = Collections.emptyList();

  /** The column sets PME encrypts, as JMH parameter values (ColumnSet#param). */
  public List<String> columnSets = Collections.singletonList(ColumnSet.ALL);

  /** A projection read besides the whole-file read (ColumnSet#param), or null. */
  public String readColumns;

  public List<String> modes = ENCRYPTED_MODES;
  public List<String> operations = OPERATIONS;
  public List<JvmVariant> variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);
  public List<String> providers = Collections.singletonList(CryptoProviders.SUN_JCE);

  /** The largest file's stored and uncompressed bytes (the heap's size follows them). */
  public long largestFileBytes;

  public long largestUncompressedBytes;

  /** A copy measuring only the encrypted modes {@code chosen}. */
  public FilesMatrix withModes(List<String> chosen) {
    FilesMatrix m = (FilesMatrix) copy();
    m.modes = chosen;
    return m;
  }

  /**
   * A read holds the file and its copies (plaintext, each mode, the control) in memory; a write
   * holds the file's records (about 8 bytes of objects per uncompressed byte) and one file.
   */
  public long heapBytes() {
    long reads = largestFileBytes * (modes.size() + 3);
    long writes =
        operations.contains("write") ? largestUncompressedBytes * 8 + largestFileBytes * 2 : 0;
    return HeapSize.atLeast(Math.max(reads, writes) * 2 + HeapSize.GIB);
  }
}
