-- q96: sales in one half hour of the evening to households with a given dependent count (after TPC-DS
-- query 96): joins with time_dim, household_demographics and store, one count.
-- tables: store_sales, household_demographics, time_dim, store
SELECT COUNT(*) AS cnt
FROM store_sales
JOIN household_demographics ON ss_hdemo_sk = hd_demo_sk
JOIN time_dim ON ss_sold_time_sk = t_time_sk
JOIN store ON ss_store_sk = s_store_sk
WHERE t_hour = 20 AND t_minute >= 30 AND hd_dep_count = 7
