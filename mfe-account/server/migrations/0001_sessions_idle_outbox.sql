CREATE TABLE "account"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account"."sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "account"."sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "account"."sessions" USING btree ("last_seen_at");