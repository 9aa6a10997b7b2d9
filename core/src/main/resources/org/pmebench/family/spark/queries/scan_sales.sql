-- scan_sales: one scan of the fact table with a filter and a global aggregate (no join; the only shuffle
-- moves one partial row per task): what PME costs a scan.
-- tables: store_sales
SELECT COUNT(*) AS cnt, SUM(ss_ext_sales_price) AS sales, SUM(ss_net_paid) AS paid, AVG(ss_net_profit) AS profit
FROM store_sales
WHERE ss_quantity BETWEEN 1 AND 60
