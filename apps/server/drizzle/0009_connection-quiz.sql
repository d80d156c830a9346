CREATE TABLE "connection_game" (
	"game_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"points" integer,
	"correct" integer,
	"best_streak" integer,
	"words_added" jsonb
);
--> statement-breakpoint
ALTER TABLE "connection_game" ADD CONSTRAINT "connection_game_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_game_user_idx" ON "connection_game" USING btree ("user_id","created_at");