CREATE SCHEMA "lodging";
--> statement-breakpoint
CREATE TABLE "lodging"."holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"quantity" integer NOT NULL,
	"cart_id" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodging"."nightly_rates" (
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "nightly_rates_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
CREATE TABLE "lodging"."properties" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodging"."room_inventory" (
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodging"."rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"name" text NOT NULL,
	"sleeps" integer NOT NULL,
	"base_rate" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodging"."taxes_and_fees" (
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "taxes_and_fees_resort_id_name_pk" PRIMARY KEY("resort_id","name")
);
--> statement-breakpoint
ALTER TABLE "lodging"."holds" ADD CONSTRAINT "holds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "lodging"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging"."nightly_rates" ADD CONSTRAINT "nightly_rates_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "lodging"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging"."room_inventory" ADD CONSTRAINT "room_inventory_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "lodging"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging"."rooms" ADD CONSTRAINT "rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "lodging"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_hold_idx" ON "lodging"."holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "holds_room_night_idx" ON "lodging"."holds" USING btree ("room_id","night","status");--> statement-breakpoint
CREATE INDEX "properties_resort_idx" ON "lodging"."properties" USING btree ("resort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_inventory_room_night_uq" ON "lodging"."room_inventory" USING btree ("room_id","night");--> statement-breakpoint
CREATE INDEX "rooms_property_idx" ON "lodging"."rooms" USING btree ("property_id");