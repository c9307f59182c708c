CREATE TABLE "activities"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "activities"."ledger_holds" (
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
CREATE TABLE "childcare"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "childcare"."ledger_holds" (
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
CREATE TABLE "lessons"."ledger_capacity" (
	"resource_id" text NOT NULL,
	"pool" text DEFAULT 'default' NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_capacity_resource_id_pool_day_pk" PRIMARY KEY("resource_id","pool","day"),
	CONSTRAINT "ledger_capacity_sold_check" CHECK ("sold" >= 0 AND "sold" <= "total")
);
--> statement-breakpoint
CREATE TABLE "lessons"."ledger_holds" (
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
CREATE INDEX "ledger_holds_hold_id_idx" ON "activities"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "activities"."ledger_holds" USING btree ("resource_id","pool","day","status");--> statement-breakpoint
CREATE INDEX "ledger_holds_hold_id_idx" ON "childcare"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "childcare"."ledger_holds" USING btree ("resource_id","pool","day","status");--> statement-breakpoint
CREATE INDEX "ledger_holds_hold_id_idx" ON "lessons"."ledger_holds" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_day_idx" ON "lessons"."ledger_holds" USING btree ("resource_id","pool","day","status");--> statement-breakpoint
-- Places booked before the move to the shared ledger carry over: each day's capacity and sales,
-- and every hold under its old id, so carts that keep a hold id still find it.
INSERT INTO "lessons"."ledger_capacity" ("resource_id", "day", "total", "sold")
SELECT "lesson_id", "day", "capacity", "sold" FROM "lessons"."lesson_sessions";
--> statement-breakpoint
INSERT INTO "lessons"."ledger_holds" ("hold_id", "resource_id", "day", "quantity", "cart_id", "status", "order_id", "expires_at", "created")
SELECT h."id", s."lesson_id", s."day", h."quantity", h."cart_id", CASE WHEN h."status" = 'committed' THEN 'sold' ELSE h."status" END, h."order_id", h."expires_at", h."created_at"
FROM "lessons"."holds" h JOIN "lessons"."lesson_sessions" s ON s."id" = h."session_id";
--> statement-breakpoint
INSERT INTO "activities"."ledger_capacity" ("resource_id", "day", "total", "sold")
SELECT "activity_id", "day", "capacity", "sold" FROM "activities"."activity_sessions";
--> statement-breakpoint
INSERT INTO "activities"."ledger_holds" ("hold_id", "resource_id", "day", "quantity", "cart_id", "status", "order_id", "expires_at", "created")
SELECT h."id", s."activity_id", s."day", h."quantity", h."cart_id", CASE WHEN h."status" = 'committed' THEN 'sold' ELSE h."status" END, h."order_id", h."expires_at", h."created_at"
FROM "activities"."holds" h JOIN "activities"."activity_sessions" s ON s."id" = h."session_id";
--> statement-breakpoint
INSERT INTO "childcare"."ledger_capacity" ("resource_id", "day", "total", "sold")
SELECT "product_id", "day", "capacity", "sold" FROM "childcare"."product_days";
