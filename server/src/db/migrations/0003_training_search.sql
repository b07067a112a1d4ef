-- The lesson's search document: title weighs most, then tags, then the markdown content.
-- array_to_string is only STABLE in general, but for text[] it depends on no setting, so the
-- wrapper may be declared IMMUTABLE and indexed.
CREATE FUNCTION training_lesson_search_document(title text, tags text[], content text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')
$$;
--> statement-breakpoint
CREATE INDEX "training_lessons_search_idx" ON "training_lessons" USING gin (training_lesson_search_document("title", "tags", "expanded_content"));
