ALTER TABLE "orders" ADD COLUMN "labels_mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "labels_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_labels_mail_due_idx" ON "orders" USING btree ("labels_mail_due_at") WHERE "orders"."labels_mail_due_at" is not null;