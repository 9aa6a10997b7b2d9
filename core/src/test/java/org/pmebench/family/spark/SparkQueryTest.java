package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SparkQueryTest {
  @Test
  void everyQueryLoadsWithItsDescriptionAndTables() {
    List<SparkQuery> all = new ArrayList<SparkQuery>();
    for (String id : SparkQuery.IDS) {
      SparkQuery q = SparkQuery.load(id);
      all.add(q);
      assertTrue(q.description.startsWith(id + ":"), q.description);
      assertTrue(q.sql.startsWith("SELECT"), q.sql);
      assertFalse(q.sql.contains("--"), "comments are not part of the SQL");
      for (String t : q.tables) {
        assertTrue(q.sql.contains(t), id + " names " + t + " but does not read it");
      }
    }
    assertEquals(
        Arrays.asList(
            "store_sales",
            "date_dim",
            "item",
            "customer_demographics",
            "promotion",
            "customer",
            "customer_address",
            "store",
            "household_demographics",
            "time_dim",
            "parking_citations"),
        SparkQuery.tables(all));
  }

  @Test
  void anUnknownQueryNamesTheAllowedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SparkQuery.load("q99"));
    assertEquals(
        "unknown query 'q99'; allowed: q03, q07, q19, q42, q55, q73, q96, scan_sales, scan_customer, "
            + "parking_fines",
        e.getMessage());
  }
}
