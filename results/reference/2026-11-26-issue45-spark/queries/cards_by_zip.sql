-- Distinct cards and revenue per zip code: reads the encrypted card_number and address columns.
SELECT address.zip AS zip, count(DISTINCT card_number) AS cards, sum(amount) AS revenue
FROM orders
WHERE card_number IS NOT NULL
GROUP BY address.zip
ORDER BY revenue DESC, zip
LIMIT 100;
