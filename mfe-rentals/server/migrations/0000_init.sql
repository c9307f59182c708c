CREATE SCHEMA "rentals";
--> statement-breakpoint
CREATE TABLE "rentals"."calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"season" integer NOT NULL,
	"group" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"blackout_dates" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "calendars_resort_season_group" UNIQUE("resort_id","season","group")
);
--> statement-breakpoint
CREATE TABLE "rentals"."delivery_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"label" text NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "delivery_times_resort_label" UNIQUE("resort_id","label")
);
--> statement-breakpoint
CREATE TABLE "rentals"."holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" text NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"return_day" date NOT NULL,
	"quantity" integer NOT NULL,
	"cart_id" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals"."locations" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"supports_delivery" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals"."rental_products" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"season" integer NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_day" integer NOT NULL,
	"half_day_price" integer,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals"."season_settings" (
	"resort_id" text NOT NULL,
	"season" integer NOT NULL,
	"only_single_day_rentals" boolean DEFAULT false NOT NULL,
	"delivery_as_default" boolean DEFAULT false NOT NULL,
	"my_epic_gear" jsonb,
	CONSTRAINT "season_settings_resort_id_season_pk" PRIMARY KEY("resort_id","season")
);
--> statement-breakpoint
CREATE TABLE "rentals"."unit_inventory" (
	"location_id" text NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_inventory_location_id_product_id_day_pk" PRIMARY KEY("location_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "rentals"."holds" ADD CONSTRAINT "holds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "rentals"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals"."holds" ADD CONSTRAINT "holds_product_id_rental_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "rentals"."rental_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals"."unit_inventory" ADD CONSTRAINT "unit_inventory_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "rentals"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals"."unit_inventory" ADD CONSTRAINT "unit_inventory_product_id_rental_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "rentals"."rental_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_stock" ON "rentals"."holds" USING btree ("location_id","product_id","status");