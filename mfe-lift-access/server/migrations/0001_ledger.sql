CREATE TABLE "liftaccess"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."ledger_holds" (
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
CREATE INDEX "ledger_holds_hold_id_idx" ON "liftaccess"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "liftaccess"."ledger_holds" USING btree ("resource_id","pool","day","status");--> statement-breakpoint
-- Carry the days, sales and holds of the old lift tables over to the ledger, so a store
-- upgraded in place keeps what it sold and every cart keeps its holds (same hold ids).
INSERT INTO "liftaccess"."ledger_capacity" ("resource_id", "pool", "day", "total", "sold")
SELECT "resort_id", "pool", "day", "total", "sold" FROM "liftaccess"."capacity";--> statement-breakpoint
INSERT INTO "liftaccess"."ledger_holds" ("id", "hold_id", "resource_id", "pool", "day", "quantity", "cart_id", "status", "order_id", "expires_at", "created")
SELECT "id", "group_id", "resort_id", "pool", "day", "quantity", "cart_id", "status", "order_id", "expires_at", "created_at" FROM "liftaccess"."holds";
