ALTER TABLE "lodging"."ledger_capacity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Holds that lapsed before the counter existed are given up first, as the sweep would: only live holds were ever checked against a day's room.
UPDATE "lodging"."ledger_holds" SET "status" = 'expired' WHERE "status" = 'held' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "lodging"."ledger_capacity" c SET "held" = coalesce((SELECT sum(h."quantity") FROM "lodging"."ledger_holds" h WHERE h."resource_id" = c."resource_id" AND h."pool" = c."pool" AND h."day" = c."day" AND h."status" = 'held'), 0);--> statement-breakpoint
ALTER TABLE "lodging"."ledger_capacity" ADD CONSTRAINT "ledger_capacity_held_check" CHECK ("held" >= 0 AND "sold" + "held" <= "total");