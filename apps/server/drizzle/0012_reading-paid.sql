CREATE TABLE "reading_paid" (
	"user_id" text NOT NULL,
	"passage_id" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_paid_user_id_passage_id_pk" PRIMARY KEY("user_id","passage_id")
);
--> statement-breakpoint
ALTER TABLE "reading_paid" ADD CONSTRAINT "reading_paid_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Passages already answered before this table existed have been paid: practice servings claimed by a submission, and completed assessment rounds.
INSERT INTO "reading_paid" ("user_id", "passage_id", "paid_at")
SELECT s."user_id", s."passage_id", coalesce(sub."created_at", s."served_at")
FROM "reading_served" s
LEFT JOIN "reading_submission" sub ON sub."user_id" = s."user_id" AND sub."submission_id" = s."submission_id"
WHERE s."submission_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "reading_paid" ("user_id", "passage_id", "paid_at")
SELECT "user_id", "passage_id", "completed_at" FROM "assessment_round" WHERE "completed_at" IS NOT NULL
ON CONFLICT DO NOTHING;
