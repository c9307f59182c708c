CREATE TABLE "rentals"."referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"referrer_name" text NOT NULL,
	"percent_off" integer NOT NULL,
	"expires_on" date
);
