CREATE TABLE "fill_blank_game" (
	"game_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"questions" jsonb NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fill_blank_game" ADD CONSTRAINT "fill_blank_game_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fill_blank_game_user_idx" ON "fill_blank_game" USING btree ("user_id","served_at");