-- q03: brand revenue per year in November (after TPC-DS query 3): a star join of the fact table with two
-- dimensions, shuffled for the aggregation.
-- tables: store_sales, date_dim, item
SELECT d_year, i_brand_id, i_brand, SUM(ss_ext_sales_price) AS sum_agg
FROM store_sales
JOIN date_dim ON ss_sold_date_sk = d_date_sk
JOIN item ON ss_item_sk = i_item_sk
WHERE d_moy = 11 AND i_manufact_id BETWEEN 100 AND 400
GROUP BY d_year, i_brand_id, i_brand
ORDER BY d_year, sum_agg DESC, i_brand_id
LIMIT 100
