-- scan_customer: one scan of customer's sensitive columns (names, birth year, e-mail) with a global
-- aggregate (no join; the only shuffle moves one partial row per task): the scan cost of the columns a
-- "sensitive" choice encrypts.
-- tables: customer
SELECT COUNT(c_email_address) AS with_email, MIN(c_birth_year) AS oldest, MAX(c_birth_year) AS youngest,
       MAX(LENGTH(c_first_name) + LENGTH(c_last_name)) AS longest_name
FROM customer
WHERE c_preferred_cust_flag = 'Y'
