-- q73: customers with one to five items per ticket in some stores (after TPC-DS query 73): aggregates
-- store_sales by ticket and customer (a wide shuffle of the fact table), then joins customer's names.
-- tables: store_sales, date_dim, store, household_demographics, customer
SELECT c_last_name, c_first_name, c_salutation, c_preferred_cust_flag, ss_ticket_number, cnt
FROM (SELECT ss_ticket_number, ss_customer_sk, COUNT(*) AS cnt
      FROM store_sales
      JOIN date_dim ON ss_sold_date_sk = d_date_sk
      JOIN store ON ss_store_sk = s_store_sk
      JOIN household_demographics ON ss_hdemo_sk = hd_demo_sk
      WHERE d_dom BETWEEN 1 AND 2 AND hd_buy_potential IN ('>10000', 'Unknown') AND hd_vehicle_count > 0
        AND d_year IN (1999, 2000, 2001)
      GROUP BY ss_ticket_number, ss_customer_sk) dj
JOIN customer ON ss_customer_sk = c_customer_sk
WHERE cnt BETWEEN 1 AND 5
ORDER BY cnt DESC, c_last_name, ss_ticket_number
LIMIT 100
