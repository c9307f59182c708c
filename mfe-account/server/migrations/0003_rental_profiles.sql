CREATE TABLE "account"."rental_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" integer,
	"age" integer,
	"skier_type" text,
	"boot_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."rental_profiles" ADD CONSTRAINT "rental_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_profiles_user_id_idx" ON "account"."rental_profiles" USING btree ("user_id");