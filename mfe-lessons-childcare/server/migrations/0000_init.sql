CREATE SCHEMA "activities";
--> statement-breakpoint
CREATE SCHEMA "childcare";
--> statement-breakpoint
CREATE SCHEMA "lessons";
--> statement-breakpoint
CREATE TABLE "activities"."activities" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"start_time" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities"."holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"cart_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities"."activity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_sessions_activity_day" UNIQUE("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "childcare"."product_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "childcare_days_product_day" UNIQUE("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "childcare"."products" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"age_group" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"min_age_months" integer NOT NULL,
	"max_age_months" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons"."holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"cart_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons"."lesson_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_sessions_lesson_day" UNIQUE("lesson_id","day")
);
--> statement-breakpoint
CREATE TABLE "lessons"."lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"resort_id" text NOT NULL,
	"sport" text NOT NULL,
	"type" text NOT NULL,
	"age_group" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities"."holds" ADD CONSTRAINT "holds_session_id_activity_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "activities"."activity_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities"."activity_sessions" ADD CONSTRAINT "activity_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "activities"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare"."product_days" ADD CONSTRAINT "product_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "childcare"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons"."holds" ADD CONSTRAINT "holds_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "lessons"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons"."lesson_sessions" ADD CONSTRAINT "lesson_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lessons"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_holds_session" ON "activities"."holds" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "activity_sessions_day" ON "activities"."activity_sessions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "lesson_holds_session" ON "lessons"."holds" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "lesson_sessions_day" ON "lessons"."lesson_sessions" USING btree ("day");