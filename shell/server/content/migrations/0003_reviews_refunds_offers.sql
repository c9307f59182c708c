CREATE TABLE "content"."guest_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."offers" (
	"activity" text PRIMARY KEY NOT NULL,
	"offer" jsonb,
	"member_offer" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"resort_id" text NOT NULL,
	"rating" integer NOT NULL,
	"author" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("content"."reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "content"."reviews" USING btree ("product");--> statement-breakpoint
CREATE INDEX "reviews_resort_idx" ON "content"."reviews" USING btree ("resort_id");