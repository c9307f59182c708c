CREATE TABLE "liftaccess"."pass_prices" (
	"pass_id" text NOT NULL,
	"age_code" text NOT NULL,
	"price" integer NOT NULL,
	"renew_price" integer NOT NULL,
	CONSTRAINT "pass_prices_pass_id_age_code_pk" PRIMARY KEY("pass_id","age_code")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."person_assignments" (
	"hold_id" text NOT NULL,
	"unit_index" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"person_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"season" text,
	"age_code" text,
	"user_id" uuid,
	"auto_renew" boolean DEFAULT false NOT NULL,
	CONSTRAINT "person_assignments_hold_id_unit_index_pk" PRIMARY KEY("hold_id","unit_index")
);
--> statement-breakpoint
CREATE TABLE "liftaccess"."season_passes" (
	"pass_number" text PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"season" text NOT NULL,
	"age_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"user_id" uuid,
	"order_id" text,
	"hold_id" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "season" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "season_start" date;--> statement-breakpoint
ALTER TABLE "liftaccess"."passes" ADD COLUMN "payment_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "liftaccess"."pass_prices" ADD CONSTRAINT "pass_prices_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "liftaccess"."passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_assignments_person_idx" ON "liftaccess"."person_assignments" USING btree ("person_key","kind");--> statement-breakpoint
CREATE INDEX "season_passes_user_idx" ON "liftaccess"."season_passes" USING btree ("user_id","season");