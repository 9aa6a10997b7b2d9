-- Orders and revenue per status: a scan of two plaintext columns and one encrypted-free aggregate.
SELECT status, count(*) AS orders, sum(amount) AS revenue
FROM orders
GROUP BY status
ORDER BY status;
