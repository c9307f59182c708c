CREATE TABLE "lessons"."map_markers" (
	"resort_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"detail" text NOT NULL,
	"place" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "map_markers_resort_id_id_pk" PRIMARY KEY("resort_id","id")
);
--> statement-breakpoint
CREATE TABLE "activities"."mountain_events" (
	"resort_id" text NOT NULL,
	"key" text NOT NULL,
	"weekday" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_time" text NOT NULL,
	"place" text NOT NULL,
	"free" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mountain_events_resort_id_key_pk" PRIMARY KEY("resort_id","key")
);
--> statement-breakpoint
ALTER TABLE "activities"."activities" ADD COLUMN "time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activities"."activities" ADD COLUMN "min_age" integer DEFAULT 0 NOT NULL;