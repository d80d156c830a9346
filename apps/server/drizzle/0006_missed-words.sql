CREATE TABLE "missed_word" (
	"user_id" text NOT NULL,
	"word_key" text NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"last_missed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "missed_word" ADD CONSTRAINT "missed_word_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missed_word_user_word_idx" ON "missed_word" USING btree ("user_id","word_key");