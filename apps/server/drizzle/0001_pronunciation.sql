CREATE TABLE "pronunciation_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"check_id" text NOT NULL,
	"word" text NOT NULL,
	"result" text NOT NULL,
	"missed_phonemes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_attempt" ADD CONSTRAINT "pronunciation_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pronunciation_attempt_check_idx" ON "pronunciation_attempt" USING btree ("user_id","check_id");--> statement-breakpoint
CREATE INDEX "pronunciation_attempt_user_idx" ON "pronunciation_attempt" USING btree ("user_id","created_at");