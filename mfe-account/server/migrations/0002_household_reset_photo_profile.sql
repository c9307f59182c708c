CREATE TABLE "account"."password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "account"."photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."household_members" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."household_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."household_members" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "email_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "email_topics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "snow_alert_sms" text;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "snow_alert_resorts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "snow_alert_min_inches" integer;--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "visitation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account"."users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "account"."password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "account"."password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "household_members_user_id_idx" ON "account"."household_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "account"."household_members" ADD CONSTRAINT "household_members_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "account"."users" ADD CONSTRAINT "users_username_unique" UNIQUE("username");