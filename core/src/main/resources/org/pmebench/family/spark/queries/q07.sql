-- q07: average quantity and prices per item for one demographic group under promotion (after TPC-DS
-- query 7): four dimension joins, one on the 1.9-million-row customer_demographics, and its sensitive columns.
-- tables: store_sales, customer_demographics, date_dim, item, promotion
SELECT i_item_id, AVG(ss_quantity) AS agg1, AVG(ss_list_price) AS agg2, AVG(ss_coupon_amt) AS agg3,
       AVG(ss_sales_price) AS agg4
FROM store_sales
JOIN customer_demographics ON ss_cdemo_sk = cd_demo_sk
JOIN date_dim ON ss_sold_date_sk = d_date_sk
JOIN item ON ss_item_sk = i_item_sk
JOIN promotion ON ss_promo_sk = p_promo_sk
WHERE cd_gender = 'M' AND cd_marital_status = 'S' AND cd_education_status = 'College'
  AND (p_channel_email = 'N' OR p_channel_event = 'N') AND d_year = 2000
GROUP BY i_item_id
ORDER BY i_item_id
LIMIT 100
