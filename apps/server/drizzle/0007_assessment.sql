CREATE TABLE "assessment_round" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"page" text NOT NULL,
	"round" integer NOT NULL,
	"passage_id" text NOT NULL,
	"prior_mean" double precision NOT NULL,
	"prior_sd" double precision NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emotion_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "error_pattern" (
	"user_id" text PRIMARY KEY NOT NULL,
	"analysis" text NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_round" ADD CONSTRAINT "assessment_round_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_pattern" ADD CONSTRAINT "error_pattern_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_round_user_idx" ON "assessment_round" USING btree ("user_id","created_at");