CREATE TABLE "account"."pass_holder_credit_spends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."pass_holder_credits" ADD COLUMN "remaining" integer;--> statement-breakpoint
UPDATE "account"."pass_holder_credits" SET "remaining" = "amount";--> statement-breakpoint
ALTER TABLE "account"."pass_holder_credits" ALTER COLUMN "remaining" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."pass_holder_credits" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "account"."pass_holder_credit_spends" ADD CONSTRAINT "pass_holder_credit_spends_credit_id_pass_holder_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "account"."pass_holder_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_holder_credit_spends_order_idx" ON "account"."pass_holder_credit_spends" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_holder_credits_source_idx" ON "account"."pass_holder_credits" USING btree ("source_key");