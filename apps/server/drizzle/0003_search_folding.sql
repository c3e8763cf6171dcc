-- Searching people ignores case and accents ('Jose' finds 'José', 'lukasz' finds 'Łukasz').
-- unaccent() is only STABLE (its dictionary could change), so an IMMUTABLE wrapper with the
-- dictionary named explicitly lets an index use it; both extensions are trusted (no superuser needed).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_for_search(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_search_idx ON users
  USING gin (fold_for_search(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);
