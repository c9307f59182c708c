DROP TABLE "liftaccess"."capacity" CASCADE;--> statement-breakpoint
DROP TABLE "liftaccess"."holds" CASCADE;