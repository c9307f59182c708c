ALTER TABLE "liftaccess"."season_passes" ADD COLUMN "deferred_to" text;--> statement-breakpoint
ALTER TABLE "liftaccess"."season_passes" ADD COLUMN "deferred_at" timestamp with time zone;