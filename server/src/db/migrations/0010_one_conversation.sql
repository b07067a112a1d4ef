-- One conversation per deal: every deal update becomes a top-level comment (a tour stays a tour, its
-- author and time are kept), in time order, and deal_updates goes. A mention notification that pointed
-- at an update is pointed at the comment it became.
-- Each update's new comment id, drawn from the comments sequence in time order.
CREATE TEMPORARY TABLE "update_comment_ids" AS
SELECT "ordered"."id" AS "update_id", nextval(pg_get_serial_sequence('comments', 'id')) AS "comment_id"
FROM (SELECT "id" FROM "deal_updates" ORDER BY "created_at", "id") AS "ordered";
--> statement-breakpoint
INSERT INTO "comments" ("id", "opportunity_id", "user_id", "content", "mentions", "is_tour", "created_at")
OVERRIDING SYSTEM VALUE
SELECT "m"."comment_id", "u"."opportunity_id", "u"."user_id", "u"."content",
       -- The users the text's @words name (as the app reads them), in order of first mention.
       COALESCE((
         SELECT array_agg("named"."username" ORDER BY "named"."first")
         FROM (
           SELECT "users"."username", min("token"."n") AS "first"
           FROM regexp_matches("u"."content", '(?<![A-Za-z0-9_@])@([A-Za-z0-9._-]*[A-Za-z0-9_])', 'g')
                  WITH ORDINALITY AS "token"("word", "n")
           JOIN "users" ON lower("users"."username") = lower("token"."word"[1])
           GROUP BY "users"."username"
         ) AS "named"
       ), '{}'::text[]),
       "u"."is_tour", "u"."created_at"
FROM "update_comment_ids" AS "m"
JOIN "deal_updates" AS "u" ON "u"."id" = "m"."update_id"
ORDER BY "m"."comment_id";
--> statement-breakpoint
UPDATE "notifications" AS "n"
SET "link" = '/deals/' || "u"."opportunity_id" || '?tab=discussion#comment-' || "m"."comment_id"
FROM "update_comment_ids" AS "m"
JOIN "deal_updates" AS "u" ON "u"."id" = "m"."update_id"
WHERE "n"."link" = '/deal-detail/' || "u"."opportunity_id" || '#update-' || "u"."id";
--> statement-breakpoint
DROP TABLE "update_comment_ids";
--> statement-breakpoint
DROP TABLE "deal_updates";
