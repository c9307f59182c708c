CREATE TABLE "account"."pass_holder_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "credit_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account"."pass_holder_credits" ADD CONSTRAINT "pass_holder_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_holder_credits_user_id_idx" ON "account"."pass_holder_credits" USING btree ("user_id");