CREATE TABLE "checkout"."item_refunds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway_refund_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."item_refunds" ADD CONSTRAINT "item_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_refunds_order_idx" ON "checkout"."item_refunds" USING btree ("order_id");