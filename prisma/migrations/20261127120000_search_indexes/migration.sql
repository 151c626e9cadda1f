-- One search (issue 23 §1): the indexes that let each kind's query read only its matches. Names and titles are
-- matched by trigram similarity (typo-tolerant: modules/search/search.sql.ts), post texts and job descriptions by
-- full text, whose vectors are stored so that ranking the matches never re-parses their text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A member's name as search compares it (search.sql.ts PERSON_NAME writes the same expression).
CREATE INDEX "users_name_trgm" ON "users"
  USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);

-- Companies and communities are both partners, told apart by type.
CREATE INDEX "partners_name_trgm" ON "partners" USING gin ((lower("name")) gin_trgm_ops);

-- Only published events are found (a draft exists only for its organisers).
CREATE INDEX "events_title_trgm" ON "events" USING gin ((lower("title")) gin_trgm_ops) WHERE "status" <> 'draft';

-- Only active jobs are found (the job board's rule); titles weigh most, then the company, then the description.
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin ((lower("title")) gin_trgm_ops) WHERE "status" = 'active';
ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title" || ' ' || "job_title"), 'A')
  || setweight(to_tsvector('english', "company_name"), 'B')
  || setweight(to_tsvector('english', "description"), 'C')
) STORED;
CREATE INDEX "jobs_search_vector" ON "jobs" USING gin ("search_vector") WHERE "status" = 'active';

ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "content")) STORED;
CREATE INDEX "posts_search_vector" ON "posts" USING gin ("search_vector");
