ALTER TABLE "checkout"."orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "gateway_refund_id" text;