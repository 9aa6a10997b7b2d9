-- q42: revenue per item category in one month (after TPC-DS query 42).
-- tables: store_sales, date_dim, item
SELECT d_year, i_category_id, i_category, SUM(ss_ext_sales_price) AS revenue
FROM store_sales
JOIN date_dim ON ss_sold_date_sk = d_date_sk
JOIN item ON ss_item_sk = i_item_sk
WHERE d_moy = 12 AND d_year = 2000
GROUP BY d_year, i_category_id, i_category
ORDER BY revenue DESC, d_year, i_category_id, i_category
LIMIT 100
