CREATE TABLE "content"."analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"amp_id" text,
	"path" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "content"."analytics_events" USING btree ("event","received_at");