CREATE SCHEMA "cart";
--> statement-breakpoint
CREATE SCHEMA "checkout";
--> statement-breakpoint
CREATE TABLE "cart"."assignments" (
	"cart_item_id" uuid NOT NULL,
	"unit_index" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	CONSTRAINT "assignments_cart_item_id_unit_index_pk" PRIMARY KEY("cart_item_id","unit_index")
);
--> statement-breakpoint
CREATE TABLE "cart"."cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"line" text NOT NULL,
	"product_id" text NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"hold_id" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart"."carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"promo_code" text,
	"billing" jsonb,
	"payment_token" text,
	"payment_last4" text,
	"payment_brand" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"line" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax" integer NOT NULL,
	"currency" text NOT NULL,
	"display" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assignees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hold_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"line1" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"promo_code" text,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "checkout"."payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "cart"."promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart"."assignments" ADD CONSTRAINT "assignments_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "cart"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout"."order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;