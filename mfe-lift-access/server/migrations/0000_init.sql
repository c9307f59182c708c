CREATE SCHEMA "liftaccess";
--> statement-breakpoint
CREATE TABLE "liftaccess"."age_categories" (
	"resort_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "age_categories_resort_id_code_pk" PRIMARY KEY("resort_id","code")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."capacity" (
	"resort_id" text NOT NULL,
	"day" date NOT NULL,
	"pool" text DEFAULT 'lift' NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "capacity_resort_id_day_pool_pk" PRIMARY KEY("resort_id","day","pool")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."day_prices" (
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"age_code" text NOT NULL,
	"window_price" integer NOT NULL,
	"online_price" integer NOT NULL,
	CONSTRAINT "day_prices_product_id_day_age_code_pk" PRIMARY KEY("product_id","day","age_code")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"resort_id" text NOT NULL,
	"day" date NOT NULL,
	"pool" text DEFAULT 'lift' NOT NULL,
	"quantity" integer NOT NULL,
	"cart_id" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."lift_products" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"days" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."passes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"resorts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."resorts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_bp" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "liftaccess"."age_categories" ADD CONSTRAINT "age_categories_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "liftaccess"."resorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liftaccess"."capacity" ADD CONSTRAINT "capacity_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "liftaccess"."resorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liftaccess"."day_prices" ADD CONSTRAINT "day_prices_product_id_lift_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "liftaccess"."lift_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liftaccess"."lift_products" ADD CONSTRAINT "lift_products_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "liftaccess"."resorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_group_idx" ON "liftaccess"."holds" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "holds_day_idx" ON "liftaccess"."holds" USING btree ("resort_id","day","pool","status");