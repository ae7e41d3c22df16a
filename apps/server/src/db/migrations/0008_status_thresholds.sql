-- Default status thresholds: which shipped questionnaire a status answer suggests (spec 1 §3
-- status type thresholds). Values on the 0–10 scale as answered; for the inverted scales
-- (wellbeing, appetite, quality of life) a low answer is the worrying one.
INSERT INTO status_type_thresholds (name, threshold, operator, prom_id) VALUES
  ('depression', 5, '>=', 'phq9'),
  ('anxiety', 5, '>=', 'gad7'),
  ('stress', 7, '>=', 'gad7'),
  ('wellbeing', 4, '<=', 'who5'),
  ('qualityoflife', 4, '<=', 'who5'),
  ('tiredness', 6, '>=', 'esasr'),
  ('nausea', 6, '>=', 'esasr'),
  ('shortnessofbreath', 6, '>=', 'esasr'),
  ('appetite', 3, '<=', 'esasr')
ON CONFLICT DO NOTHING;
