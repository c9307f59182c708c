CREATE SCHEMA "ledgertest";
--> statement-breakpoint
CREATE TABLE "ledgertest"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "ledgertest"."ledger_holds" (
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
CREATE INDEX "ledger_holds_hold_id_idx" ON "ledgertest"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "ledgertest"."ledger_holds" USING btree ("resource_id","pool","day","status");