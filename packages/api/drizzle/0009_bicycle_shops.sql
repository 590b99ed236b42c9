CREATE TABLE "bicycle_shops" (
	"shop_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"packs_bikes" boolean DEFAULT false NOT NULL,
	"receives_shipments" boolean DEFAULT false NOT NULL,
	"assembles_bikes" boolean DEFAULT false NOT NULL,
	"partner_code" text
);
--> statement-breakpoint
ALTER TABLE "bicycle_shops" ADD CONSTRAINT "bicycle_shops_partner_code_bicycle_events_url_code_fk" FOREIGN KEY ("partner_code") REFERENCES "public"."bicycle_events"("url_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bicycle_shops_name_zip_idx" ON "bicycle_shops" USING btree ("name","postal_code");