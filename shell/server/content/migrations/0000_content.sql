CREATE SCHEMA "content";
--> statement-breakpoint
CREATE TABLE "content"."blocks" (
	"page_key" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "blocks_page_key_position_pk" PRIMARY KEY("page_key","position")
);
--> statement-breakpoint
CREATE TABLE "content"."pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."weather_reports" (
	"resort_id" text PRIMARY KEY NOT NULL,
	"condition" text NOT NULL,
	"temperature_f" integer NOT NULL,
	"snow_24h_in" integer NOT NULL,
	"base_depth_in" integer NOT NULL,
	"lifts_open" integer NOT NULL,
	"lifts_total" integer NOT NULL,
	"alert_id" text,
	"alert_title" text,
	"alert_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content"."blocks" ADD CONSTRAINT "blocks_page_key_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "content"."pages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_updated_idx" ON "content"."weather_reports" USING btree ("updated_at");