CREATE TABLE "cart"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total"),
	CONSTRAINT "ledger_capacity_held_check" CHECK ("held" >= 0 AND "sold" + "held" <= "total")
);
--> statement-breakpoint
CREATE TABLE "cart"."ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"quantity" integer NOT NULL,
	"cart_id" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_holds_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("status" IN ('held', 'released', 'sold', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "cart"."generic_products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"resort_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer,
	"currency" text NOT NULL,
	"daily_capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_holds_hold_id_idx" ON "cart"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "cart"."ledger_holds" USING btree ("resource_id","pool","day","status");