CREATE TABLE "liftaccess"."content_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."pass_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"basis" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_refund_requests_pass_number_unique" UNIQUE("pass_number")
);
