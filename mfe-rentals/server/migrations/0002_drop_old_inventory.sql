DROP TABLE "rentals"."holds" CASCADE;--> statement-breakpoint
DROP TABLE "rentals"."unit_inventory" CASCADE;