CREATE TABLE "activities"."bookings" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"resort_name" text NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "childcare"."bookings" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"resort_name" text NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons"."bookings" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"resort_name" text NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "activities"."bookings" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "childcare"."bookings" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "lessons"."bookings" USING btree ("user_id","date");