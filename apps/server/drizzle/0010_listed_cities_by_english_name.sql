-- A listed city is stored under its English name (docs/product/browse-and-profiles.md, "Cities"); members who
-- registered before that kept it as typed: "תל אביב", "tel-aviv". Stored under the English name, a listed city
-- reads in each member's language and matches the city filter. Anything else stays as typed.
UPDATE "users" SET "location" = c.city
FROM (VALUES
  ('Tel Aviv', 'תל אביב'),
  ('Jerusalem', 'ירושלים'),
  ('Haifa', 'חיפה'),
  ('Eilat', 'אילת'),
  ('Rishon LeZion', 'ראשון לציון'),
  ('Petah Tikva', 'פתח תקווה'),
  ('Ashdod', 'אשדוד'),
  ('Netanya', 'נתניה'),
  ('Beersheba', 'באר שבע'),
  ('Holon', 'חולון'),
  ('Bnei Brak', 'בני ברק'),
  ('Ramat Gan', 'רמת גן'),
  ('Rehovot', 'רחובות'),
  ('Ashkelon', 'אשקלון'),
  ('Bat Yam', 'בת ים'),
  ('Herzliya', 'הרצליה'),
  ('Kfar Saba', 'כפר סבא'),
  ('Modi''in', 'מודיעין'),
  ('Nazareth', 'נצרת'),
  ('Ra''anana', 'רעננה')
) AS c(city, label)
WHERE "users"."location" <> c.city
  AND regexp_replace(lower(btrim("users"."location")), '[[:space:]''’-]+', ' ', 'g') IN (regexp_replace(lower(btrim(c.city)), '[[:space:]''’-]+', ' ', 'g'), regexp_replace(lower(btrim(c.label)), '[[:space:]''’-]+', ' ', 'g'));
