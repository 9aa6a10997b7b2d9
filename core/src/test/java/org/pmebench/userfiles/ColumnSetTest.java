package org.pmebench.userfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.MessageType;
import org.junit.jupiter.api.Test;

class ColumnSetTest {
  private static final MessageType ORDERS = SampleFiles.ORDERS;

  @Test
  void allIsEveryLeafInTheSchemasOrder() {
    ColumnSet all = ColumnSet.parse(" all ");
    assertTrue(all.isAll());
    assertEquals(10, all.leaves(ORDERS).size());
    assertEquals(ORDERS, all.projection(ORDERS));
    assertEquals("all", all.param());
  }

  @Test
  void namesResolveToLeavesAndAGroupToEveryLeafUnderIt() {
    ColumnSet set = ColumnSet.parse("address, ssn,items.sku");
    assertEquals(
        Arrays.asList(
            ColumnPath.get("ssn"),
            ColumnPath.get("address", "street"),
            ColumnPath.get("address", "zip"),
            ColumnPath.get("items", "sku")),
        set.leaves(ORDERS));
    assertEquals("address,ssn,items.sku", set.text);
    assertEquals("address+ssn+items.sku", set.param());
    assertEquals(set.text, ColumnSet.ofParam(set.param()).text);
  }

  @Test
  void aSetOverSeveralTablesTakesFromEachTheColumnsItHasAndNamesThoseNoneHas() {
    MessageType statuses =
        org.apache.parquet.schema.MessageTypeParser.parseMessageType(
            "message statuses { required binary status (STRING); required binary state (STRING); }");
    ColumnSet set = ColumnSet.parse("ssn,address,state,email");
    assertEquals(
        Arrays.asList("ssn", "address.street", "address.zip"), set.dottedLeavesPresent(ORDERS));
    assertEquals(Arrays.asList("state"), set.dottedLeavesPresent(statuses));
    assertEquals(Arrays.asList("email"), set.unknownIn(Arrays.asList(ORDERS, statuses)));
    assertEquals(
        Arrays.asList("status", "state"), ColumnSet.parse("all").dottedLeavesPresent(statuses));
    assertTrue(ColumnSet.parse("all").unknownIn(Arrays.asList(statuses)).isEmpty());
  }

  @Test
  void aProjectionKeepsOnlyTheNamedLeavesInTheirGroups() {
    MessageType projection = ColumnSet.parse("items.sku,ssn").projection(ORDERS);
    assertEquals(
        Arrays.asList("ssn", "items.sku"),
        ColumnSet.parse("all").dottedLeaves(projection).stream()
            .collect(java.util.stream.Collectors.toList()));
    assertTrue(ORDERS.containsPath(new String[] {"items", "sku"}));
  }

  @Test
  void badSetsFailNamingWhatIsWrong() {
    assertEquals(
        "no column 'address.city'; its columns: order_id, status, ssn, card_number, amount, created, "
            + "address.street, address.zip, items.sku, items.quantity",
        assertThrows(
                IllegalArgumentException.class,
                () -> ColumnSet.parse("ssn,address.city").leaves(ORDERS))
            .getMessage());
    assertEquals(
        "no column 'addr'; its columns: order_id, status, ssn, card_number, amount, created, "
            + "address.street, address.zip, items.sku, items.quantity",
        assertThrows(IllegalArgumentException.class, () -> ColumnSet.parse("addr").leaves(ORDERS))
            .getMessage());
    assertEquals(
        "an empty column set; name columns joined with ',' or give all",
        assertThrows(IllegalArgumentException.class, () -> ColumnSet.parse(" ")).getMessage());
    assertEquals(
        "column set 'ssn,,amount' has an empty name",
        assertThrows(IllegalArgumentException.class, () -> ColumnSet.parse("ssn,,amount"))
            .getMessage());
    List<String> twice = Arrays.asList("ssn", "all", "ssn");
    assertEquals(
        "column set 'ssn' given twice",
        assertThrows(IllegalArgumentException.class, () -> ColumnSet.parseAll(twice)).getMessage());
  }
}
