package org.pmebench.workload;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.parquet.crypto.AesCipher;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.InternalFileDecryptor;
import org.apache.parquet.format.EncryptionAlgorithm;
import org.apache.parquet.format.FileCryptoMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.Util;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.SeekableInputStream;

/**
 * The end of a Parquet file, read the way the format defines it: {@code PAR1}/{@code PARE} at both
 * ends, a 4-byte little-endian footer length before the final magic, and the footer, which is
 * Thrift FileMetaData (plaintext file or plaintext footer) or FileCryptoMetaData followed by the
 * encrypted FileMetaData module (encrypted footer). It tells files that are not Parquet from
 * truncated ones before parquet-hadoop sees them, and it exposes the crypto metadata (algorithm,
 * key metadata) that parquet-hadoop keeps to itself.
 */
public final class FileTail {
  public enum FooterMode {
    NONE("none: a plaintext file"),
    PLAINTEXT("plaintext, signed with the footer key"),
    ENCRYPTED("encrypted with the footer key");

    public final String description;

    FooterMode(String description) {
      this.description = description;
    }
  }

  private static final byte[] PAR1 = "PAR1".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] PARE = "PARE".getBytes(StandardCharsets.US_ASCII);
  private static final int MAGIC = 4;

  public final long fileLength;
  public final FooterMode footerMode;

  /** Offset of the footer in the file. */
  public final long footerStart;

  private final byte[] footer;

  /** Encrypted footer: where the encrypted FileMetaData module starts inside {@link #footer}. */
  private final int moduleStart;

  private final FileCryptoMetaData crypto;
  private final FileMetaData plaintextMetadata;

  private FileTail(long fileLength, long footerStart, byte[] footer, boolean encryptedFooter)
      throws IOException {
    this.fileLength = fileLength;
    this.footerStart = footerStart;
    this.footer = footer;
    ByteArrayInputStream in = new ByteArrayInputStream(footer);
    if (encryptedFooter) {
      crypto = Util.readFileCryptoMetaData(in);
      moduleStart = footer.length - in.available();
      checkModuleLength(footer, moduleStart);
      plaintextMetadata = null;
      footerMode = FooterMode.ENCRYPTED;
    } else {
      crypto = null;
      moduleStart = 0;
      plaintextMetadata = Util.readFileMetaData(in);
      footerMode =
          plaintextMetadata.isSetEncryption_algorithm() ? FooterMode.PLAINTEXT : FooterMode.NONE;
    }
  }

  /**
   * The footer module's 4-byte length must fit in the footer: parquet-java 1.13.1 allocates what it
   * says before reading it (up to 2 GiB from a changed byte, docs/findings.md).
   */
  private static void checkModuleLength(byte[] footer, int moduleStart) throws IOException {
    int left = footer.length - moduleStart - 4;
    long length =
        left < 0
            ? -1
            : ByteBuffer.wrap(footer, moduleStart, 4).order(ByteOrder.LITTLE_ENDIAN).getInt()
                & 0xffffffffL;
    if (left < 0 || length > left) {
      throw new IOException(
          "the encrypted footer's module says it is "
              + (left < 0 ? "(cut off)" : length)
              + " bytes long, but the footer holds only "
              + Math.max(left, 0)
              + " after it");
    }
  }

  /**
   * Reads and checks the tail; {@link UnreadableFileException} says what is wrong with a file that
   * is not Parquet.
   */
  public static FileTail read(InputFile file) throws IOException {
    long length = file.getLength();
    try (SeekableInputStream in = file.newStream()) {
      byte[] head = new byte[(int) Math.min(MAGIC, length)];
      in.readFully(head);
      boolean parquetHead = Arrays.equals(head, PAR1) || Arrays.equals(head, PARE);
      if (!parquetHead) {
        throw new UnreadableFileException(
            "not a Parquet file: it starts with " + describe(head) + ", not PAR1 or PARE");
      }
      if (length < 2 * MAGIC + 4) {
        throw new UnreadableFileException(
            "truncated Parquet file: only "
                + length
                + " bytes, "
                + "less than the 12 of the smallest Parquet file");
      }
      byte[] end = new byte[4 + MAGIC];
      in.seek(length - end.length);
      in.readFully(end);
      byte[] tailMagic = Arrays.copyOfRange(end, 4, 8);
      if (!Arrays.equals(tailMagic, PAR1) && !Arrays.equals(tailMagic, PARE)) {
        throw new UnreadableFileException(
            "truncated Parquet file: it starts with "
                + describe(head)
                + " but does not end with PAR1 or PARE ("
                + length
                + " bytes; the end of the file, with its footer, is missing)");
      }
      boolean encrypted = Arrays.equals(tailMagic, PARE);
      if (Arrays.equals(head, PARE) != encrypted) {
        throw new UnreadableFileException(
            "corrupt Parquet file: it starts with "
                + describe(head)
                + " but ends with "
                + describe(tailMagic));
      }
      int footerLength = ByteBuffer.wrap(end, 0, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
      long footerStart = length - end.length - footerLength;
      if (footerLength <= 0 || footerStart < MAGIC) {
        throw new UnreadableFileException(
            "truncated or corrupt Parquet file: its footer length "
                + footerLength
                + " does not fit in its "
                + length
                + " bytes");
      }
      byte[] footer = new byte[footerLength];
      in.seek(footerStart);
      in.readFully(footer);
      try {
        return new FileTail(length, footerStart, footer, encrypted);
      } catch (IOException | RuntimeException e) {
        throw new UnreadableFileException("corrupt Parquet footer: " + e.getMessage());
      }
    }
  }

  private static String describe(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    boolean printable = bytes.length > 0;
    for (byte b : bytes) {
      printable &= b >= 0x20 && b < 0x7f;
    }
    if (printable) {
      return "'" + new String(bytes, StandardCharsets.US_ASCII) + "'";
    }
    for (byte b : bytes) {
      s.append(String.format("%02x ", b & 0xff));
    }
    return bytes.length == 0 ? "nothing (empty file)" : "bytes " + s.toString().trim();
  }

  /** The algorithm and AAD settings, or null for a plaintext file. */
  public EncryptionAlgorithm algorithm() {
    switch (footerMode) {
      case ENCRYPTED:
        return crypto.getEncryption_algorithm();
      case PLAINTEXT:
        return plaintextMetadata.getEncryption_algorithm();
      default:
        return null;
    }
  }

  /** The footer key's key metadata (what a key retriever gets), or null. */
  public byte[] footerKeyMetadata() {
    switch (footerMode) {
      case ENCRYPTED:
        return crypto.getKey_metadata();
      case PLAINTEXT:
        return plaintextMetadata.getFooter_signing_key_metadata();
      default:
        return null;
    }
  }

  /**
   * The file's metadata. An encrypted footer is decrypted with {@code decryption}'s footer key
   * (explicit or through its key retriever); a plaintext footer is returned as stored, not
   * verified.
   */
  public FileMetaData metadata(FileDecryptionProperties decryption) throws IOException {
    if (footerMode != FooterMode.ENCRYPTED) {
      return plaintextMetadata;
    }
    return Util.readFileMetaData(new ByteArrayInputStream(footerPlaintext(decryption)));
  }

  /** The serialized FileMetaData: decrypted for an encrypted footer, as stored otherwise. */
  public byte[] footerPlaintext(FileDecryptionProperties decryption) throws IOException {
    if (footerMode != FooterMode.ENCRYPTED) {
      return footer.clone();
    }
    if (decryption == null) {
      throw new IOException("the footer is encrypted: reading it needs the footer key");
    }
    InternalFileDecryptor decryptor = new InternalFileDecryptor(decryption);
    decryptor.setFileCryptoMetaData(
        crypto.getEncryption_algorithm(), true, crypto.getKey_metadata());
    byte[] module = Arrays.copyOfRange(footer, moduleStart, footer.length);
    return decryptor
        .fetchFooterDecryptor()
        .decrypt(module, AesCipher.createFooterAAD(decryptor.getFileAAD()));
  }

  /**
   * Encrypted footer: the file offset of the footer plaintext's byte {@code plaintextOffset} in the
   * ciphertext (GCM is a stream mode: the module is length, nonce, ciphertext, tag).
   */
  public long encryptedFooterOffset(int plaintextOffset) {
    if (footerMode != FooterMode.ENCRYPTED) {
      throw new IllegalStateException("the footer is not encrypted");
    }
    return footerStart + moduleStart + 4 + 12 + plaintextOffset;
  }

  /** The footer's bytes as stored (for an encrypted footer: crypto metadata, then the module). */
  public byte[] footerBytes() {
    return footer.clone();
  }
}
