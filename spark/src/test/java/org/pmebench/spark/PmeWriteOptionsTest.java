package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PmeWriteOptionsTest {
  @Test
  void allColumnsGoUnderTheColumnKeyAndTheFooterUnderTheFooterKey() {
    Map<String, String> o =
        PmeWriteOptions.of("AES_GCM_CTR_V1", TpcdsTables.encryptedColumns("all", "store"));
    assertEquals("AES_GCM_CTR_V1", o.get("parquet.encryption.algorithm"));
    assertEquals("footer_key", o.get("parquet.encryption.footer.key"));
    assertEquals(
        "column_key:" + String.join(",", TpcdsTables.columnNames("store")),
        o.get("parquet.encryption.column.keys"));
  }

  @Test
  void sensitiveColumnsOnlyAndTablesWithoutThemStayPlaintext() {
    Map<String, String> o =
        PmeWriteOptions.of("AES_GCM_V1", TpcdsTables.encryptedColumns("sensitive", "customer"));
    assertEquals(
        "column_key:c_first_name,c_last_name,c_email_address,c_birth_day,c_birth_month,c_birth_year,"
            + "c_birth_country,c_login",
        o.get("parquet.encryption.column.keys"));
    assertTrue(
        PmeWriteOptions.of("AES_GCM_V1", TpcdsTables.encryptedColumns("sensitive", "item"))
            .isEmpty());
    assertTrue(
        PmeWriteOptions.of("PLAINTEXT", TpcdsTables.encryptedColumns("all", "item")).isEmpty());
    for (Map.Entry<String, java.util.List<String>> t : TpcdsTables.SENSITIVE.entrySet()) {
      assertTrue(
          TpcdsTables.columnNames(t.getKey()).containsAll(t.getValue()),
          t.getKey() + " has " + t.getValue());
    }
    assertThrows(
        IllegalArgumentException.class, () -> TpcdsTables.encryptedColumns("some", "item"));
  }
}
