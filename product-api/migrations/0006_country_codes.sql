-- Issue 25: countries are stored as ISO 3166 codes (AL, XK) and each page shows the name in its own language.
UPDATE "users" SET "country" = 'AL' WHERE lower("country") IN ('albania', 'shqipëri', 'shqiperi', 'shqipëria', 'al');--> statement-breakpoint
UPDATE "users" SET "country" = 'XK' WHERE lower("country") IN ('kosovo', 'kosova', 'kosovë', 'xk');--> statement-breakpoint
UPDATE "addresses" SET "country" = 'AL' WHERE lower("country") IN ('albania', 'shqipëri', 'shqiperi', 'shqipëria', 'al');--> statement-breakpoint
UPDATE "addresses" SET "country" = 'XK' WHERE lower("country") IN ('kosovo', 'kosova', 'kosovë', 'xk');--> statement-breakpoint
UPDATE "vendors" SET "country" = 'AL' WHERE lower("country") IN ('albania', 'shqipëri', 'shqiperi', 'shqipëria', 'al');--> statement-breakpoint
UPDATE "vendors" SET "country" = 'XK' WHERE lower("country") IN ('kosovo', 'kosova', 'kosovë', 'xk');
