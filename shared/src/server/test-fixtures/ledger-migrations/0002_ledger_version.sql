CREATE TABLE "ledgertest"."ledger_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL
);
