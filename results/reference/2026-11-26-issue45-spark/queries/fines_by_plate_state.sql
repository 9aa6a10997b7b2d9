-- Citations and fines per plate state and make: reads the encrypted plate state.
SELECT rp_state_plate, make, count(*) AS citations, sum(fine_amount) AS fines
FROM citations
GROUP BY rp_state_plate, make
ORDER BY fines DESC, rp_state_plate, make
LIMIT 50;
