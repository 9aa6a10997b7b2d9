-- parking_fines: tickets and fines per agency and violation in the LA parking citations (the blog's dataset),
-- counting distinct ticket numbers: a scan that reads a sensitive column, and one shuffle for the aggregation.
-- tables: parking_citations
SELECT agency, violation_description, COUNT(DISTINCT ticket_number) AS tickets, SUM(fine_amount) AS fines,
       MIN(issue_date) AS first_issued
FROM parking_citations
GROUP BY agency, violation_description
ORDER BY fines DESC, agency, violation_description
LIMIT 100
