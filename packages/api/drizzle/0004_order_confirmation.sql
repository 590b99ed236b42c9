ALTER TABLE "orders" ADD COLUMN "confirmation_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_confirmation_due_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."placed_at" is not null and "orders"."confirmation_sent_at" is null;--> statement-breakpoint
-- Orders placed before this column existed are not mailed again by the retry: whether their
-- confirmation went out is unknown, and a mail days late about an old order would confuse.
UPDATE "orders" SET "confirmation_sent_at" = "placed_at" WHERE "placed_at" IS NOT NULL;
