CREATE TABLE "checkout"."test_gateway_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."orders" DROP CONSTRAINT "orders_cart_id_unique";--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "settle_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart"."cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_open_idx" ON "cart"."carts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "carts_status_updated_idx" ON "cart"."carts" USING btree ("status","updated");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_live_unique" ON "checkout"."orders" USING btree ("cart_id") WHERE status <> 'failed';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "checkout"."orders" USING btree ("user_id","created");