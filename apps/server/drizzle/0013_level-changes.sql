CREATE TABLE "level_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_level" text,
	"to_level" text NOT NULL,
	"evidence" text NOT NULL,
	"shown_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_change" ADD CONSTRAINT "level_change_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_change_user_idx" ON "level_change" USING btree ("user_id","kind","created_at");--> statement-breakpoint
-- A learner assessed before this table existed keeps the reading level of their latest completed assessment round (final_score 0-6: below A1 and A1 read A1).
INSERT INTO "level_change" ("user_id", "kind", "from_level", "to_level", "evidence", "shown_level", "created_at")
SELECT DISTINCT ON (r."user_id") r."user_id", 'reading', NULL, r."lvl", 'assessment', r."lvl", r."completed_at"
FROM (
	SELECT "user_id", "completed_at",
		(ARRAY['A1','A2','B1','B2','C1','C2'])[LEAST(GREATEST(round(("result"->>'final_score')::numeric)::int, 1), 6)] AS "lvl"
	FROM "assessment_round"
	WHERE "completed_at" IS NOT NULL AND "result" IS NOT NULL
) r
ORDER BY r."user_id", r."completed_at" DESC;
