CREATE TABLE "reading_served" (
	"user_id" text NOT NULL,
	"passage_id" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" text,
	CONSTRAINT "reading_served_user_id_passage_id_pk" PRIMARY KEY("user_id","passage_id")
);
--> statement-breakpoint
CREATE TABLE "reading_submission" (
	"user_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"points_awarded" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_submission_user_id_submission_id_pk" PRIMARY KEY("user_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "reading_served" ADD CONSTRAINT "reading_served_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_submission" ADD CONSTRAINT "reading_submission_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_submission_user_idx" ON "reading_submission" USING btree ("user_id","created_at");