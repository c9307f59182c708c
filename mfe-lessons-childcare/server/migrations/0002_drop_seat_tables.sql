DROP TABLE "activities"."holds" CASCADE;--> statement-breakpoint
DROP TABLE "activities"."activity_sessions" CASCADE;--> statement-breakpoint
DROP TABLE "childcare"."product_days" CASCADE;--> statement-breakpoint
DROP TABLE "lessons"."holds" CASCADE;--> statement-breakpoint
DROP TABLE "lessons"."lesson_sessions" CASCADE;