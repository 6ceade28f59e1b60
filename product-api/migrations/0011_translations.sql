-- Content in the request's language (issue 9 #24): the seeded texts a page shows exist in Albanian (the columns the
-- spec names, the default) and English (these). NULL English means the vendor wrote none: the Albanian is shown.
ALTER TABLE products ADD COLUMN description_en text;
ALTER TABLE promotions ADD COLUMN title_en text;
ALTER TABLE promotions ADD COLUMN description_en text;
-- A landing page's English texts: { title, subtitle, description, reviews, testimonials, stats, faqs }, each in the
-- shape of its Albanian column.
ALTER TABLE landing_pages ADD COLUMN english jsonb;
