ALTER TABLE "refunds" ADD COLUMN "lease_holder" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "leased_until" timestamp with time zone;