ALTER TABLE "activities"."ledger_capacity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare"."ledger_capacity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons"."ledger_capacity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Holds that lapsed before the counter existed are given up first, as the sweep would: only live holds were ever checked against a day's room.
UPDATE "activities"."ledger_holds" SET "status" = 'expired' WHERE "status" = 'held' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "activities"."ledger_capacity" c SET "held" = coalesce((SELECT sum(h."quantity") FROM "activities"."ledger_holds" h WHERE h."resource_id" = c."resource_id" AND h."pool" = c."pool" AND h."day" = c."day" AND h."status" = 'held'), 0);--> statement-breakpoint
ALTER TABLE "activities"."ledger_capacity" ADD CONSTRAINT "ledger_capacity_held_check" CHECK ("held" >= 0 AND "sold" + "held" <= "total");--> statement-breakpoint
-- Holds that lapsed before the counter existed are given up first, as the sweep would: only live holds were ever checked against a day's room.
UPDATE "childcare"."ledger_holds" SET "status" = 'expired' WHERE "status" = 'held' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "childcare"."ledger_capacity" c SET "held" = coalesce((SELECT sum(h."quantity") FROM "childcare"."ledger_holds" h WHERE h."resource_id" = c."resource_id" AND h."pool" = c."pool" AND h."day" = c."day" AND h."status" = 'held'), 0);--> statement-breakpoint
ALTER TABLE "childcare"."ledger_capacity" ADD CONSTRAINT "ledger_capacity_held_check" CHECK ("held" >= 0 AND "sold" + "held" <= "total");--> statement-breakpoint
-- Holds that lapsed before the counter existed are given up first, as the sweep would: only live holds were ever checked against a day's room.
UPDATE "lessons"."ledger_holds" SET "status" = 'expired' WHERE "status" = 'held' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "lessons"."ledger_capacity" c SET "held" = coalesce((SELECT sum(h."quantity") FROM "lessons"."ledger_holds" h WHERE h."resource_id" = c."resource_id" AND h."pool" = c."pool" AND h."day" = c."day" AND h."status" = 'held'), 0);--> statement-breakpoint
ALTER TABLE "lessons"."ledger_capacity" ADD CONSTRAINT "ledger_capacity_held_check" CHECK ("held" >= 0 AND "sold" + "held" <= "total");