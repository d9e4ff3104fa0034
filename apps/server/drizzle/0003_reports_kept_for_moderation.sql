ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reported_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_ref" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_ref" text;--> statement-breakpoint
UPDATE "reports" SET "reporter_ref" = encode(sha256(convert_to('member:' || "reporter_id", 'UTF8')), 'hex'), "reported_ref" = encode(sha256(convert_to('member:' || "reported_id", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reported_ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reported_ref_idx" ON "reports" USING btree ("reported_ref");