package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.parquet.crypto.AesCipher;
import org.apache.parquet.crypto.AesMode;
import org.apache.parquet.crypto.ModuleCipherFactory;
import org.apache.parquet.crypto.ModuleCipherFactory.ModuleType;
import org.apache.parquet.format.BlockCipher;
import org.apache.parquet.format.DataPageHeaderV2;
import org.apache.parquet.format.Encoding;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.Util;
import org.junit.jupiter.api.Test;

/**
 * The parquet-java side of why arrow-go cannot read parquet-java's encrypted files
 * (docs/upstream/arrow-go-encrypted-page-header-skip.md): parquet-java 1.13.1 encrypts a page
 * header as the whole 100-byte buffer it serialized it into, zeros after the structure included.
 * Its reader and Arrow C++'s skip the module by its length prefix; arrow-go skips the Thrift bytes
 * it parsed plus the framing, and lands inside the module. When parquet-java encrypts only the
 * serialized bytes, this fails and the reports are due for an update.
 */
class ParquetJavaHeaderPaddingTest {
  private static final byte[] KEY = "0123456789012345".getBytes(StandardCharsets.US_ASCII);

  @Test
  void anEncryptedPageHeaderCarriesTheZerosOfItsSerializationBuffer() throws Exception {
    PageHeader header = new PageHeader(PageType.DATA_PAGE_V2, 10998, 10998);
    header.setData_page_header_v2(
        new DataPageHeaderV2(300, 0, 300, Encoding.DELTA_BYTE_ARRAY, 0, 0));
    ByteArrayOutputStream plain = new ByteArrayOutputStream();
    Util.writePageHeader(header, plain);
    byte[] thrift = plain.toByteArray();

    byte[] aad = AesCipher.createModuleAAD(new byte[8], ModuleType.DataPageHeader, 0, 0, 0);
    BlockCipher.Encryptor encryptor = ModuleCipherFactory.getEncryptor(AesMode.GCM, KEY);
    ByteArrayOutputStream module = new ByteArrayOutputStream();
    Util.writePageHeader(header, module, encryptor, aad);
    byte[] written = module.toByteArray();

    // The module frames itself: a 4-byte length, then nonce, ciphertext and tag.
    int length = ByteBuffer.wrap(written, 0, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
    assertEquals(written.length - 4, length);
    byte[] decrypted = ModuleCipherFactory.getDecryptor(AesMode.GCM, KEY).decrypt(written, aad);
    // What it encrypts: the structure, then zeros up to the buffer's 100 bytes.
    assertTrue(thrift.length < 100, thrift.length + " bytes of Thrift");
    assertEquals(100, decrypted.length);
    assertArrayEquals(thrift, Arrays.copyOf(decrypted, thrift.length));
    assertArrayEquals(
        new byte[100 - thrift.length], Arrays.copyOfRange(decrypted, thrift.length, 100));
    // arrow-go 18.8's skip: the Thrift bytes plus the 32 bytes of framing, short of the module.
    assertEquals(100 - thrift.length, written.length - (thrift.length + 32));
  }
}
