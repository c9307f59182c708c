CREATE TABLE "rentals"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "rentals"."ledger_holds" (
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
CREATE INDEX "ledger_holds_hold_id_idx" ON "rentals"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "rentals"."ledger_holds" USING btree ("resource_id","pool","day","status");--> statement-breakpoint
-- Carry the stock, sales and holds of the old rental tables over to the ledger, so a store that
-- already runs keeps its sales and its visitors' carts keep their holds (same hold ids). A rental
-- product at one shop is one ledger resource: '<location id>:<product id>'.
INSERT INTO "rentals"."ledger_capacity" ("resource_id", "pool", "day", "total", "sold")
SELECT "location_id" || ':' || "product_id", 'default', "day", "total", "sold" FROM "rentals"."unit_inventory";--> statement-breakpoint
INSERT INTO "rentals"."ledger_holds" ("hold_id", "resource_id", "pool", "day", "quantity", "cart_id", "status", "order_id", "expires_at", "created")
SELECT h."id", h."location_id" || ':' || h."product_id", 'default', d::date, h."quantity", h."cart_id",
  CASE h."status" WHEN 'committed' THEN 'sold' ELSE h."status" END, h."order_id", h."expires_at", h."created_at"
FROM "rentals"."holds" h, generate_series(h."day"::timestamp, h."return_day"::timestamp, interval '1 day') AS d
WHERE h."quantity" > 0;
