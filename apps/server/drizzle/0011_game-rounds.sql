CREATE TABLE "game_round" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"points" integer,
	"word_ids" jsonb
);
--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_round_user_started_idx" ON "game_round" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "game_round_user_finished_idx" ON "game_round" USING btree ("user_id","finished_at");