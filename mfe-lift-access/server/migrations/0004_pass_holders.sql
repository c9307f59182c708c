CREATE TABLE "liftaccess"."benefit_uses" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"pass_number" text NOT NULL,
	"benefit_code" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."lift_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"resort_id" text NOT NULL,
	"day" date NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"hold_id" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "liftaccess"."lift_products" ADD COLUMN "kind" text DEFAULT 'ski' NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "priority_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "military" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "upsell_pass_id" text;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "benefits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."season_passes" ADD COLUMN "activation_code" text;--> statement-breakpoint
ALTER TABLE "liftaccess"."season_passes" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "benefit_uses_pass_idx" ON "liftaccess"."benefit_uses" USING btree ("pass_number","benefit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "lift_reservations_live_idx" ON "liftaccess"."lift_reservations" USING btree ("pass_number","day") WHERE status = 'reserved';--> statement-breakpoint
CREATE INDEX "lift_reservations_user_idx" ON "liftaccess"."lift_reservations" USING btree ("user_id");