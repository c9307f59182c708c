DROP TABLE "lodging"."holds" CASCADE;--> statement-breakpoint
DROP TABLE "lodging"."room_inventory" CASCADE;