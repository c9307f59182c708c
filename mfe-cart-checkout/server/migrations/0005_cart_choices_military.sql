CREATE TABLE "cart"."military_verifications" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"branch" text NOT NULL,
	"status" text NOT NULL,
	"discharge_year" integer,
	"sponsor_attested" boolean DEFAULT false NOT NULL,
	"sponsor_date_of_birth" date,
	"outcome" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "travel_insurance" boolean;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "resort_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "payment_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "travel_insurance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "resort_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "payment_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "balance_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "balance_due_date" date;--> statement-breakpoint
ALTER TABLE "cart"."military_verifications" ADD CONSTRAINT "military_verifications_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;