CREATE TABLE "group_order_code_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_order_lines_qty_check" CHECK (qty BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "group_order_participants" (
	"group_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "group_order_participants_group_order_id_user_id_pk" PRIMARY KEY("group_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_order_parts" (
	"group_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"items" integer NOT NULL,
	"discount" integer NOT NULL,
	"fees" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text,
	"payment_method_id" text,
	"cashback" integer DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"covered_by" integer,
	CONSTRAINT "group_order_parts_group_order_id_user_id_pk" PRIMARY KEY("group_order_id","user_id"),
	CONSTRAINT "group_order_parts_method_check" CHECK (method IN ('cash', 'card')),
	CONSTRAINT "group_order_parts_amount_check" CHECK (amount >= 0 AND cashback >= 0 AND cashback <= amount)
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"host_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"spend_limit" integer,
	"deadline" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"payment_mode" text,
	"checkout" jsonb,
	"address_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "group_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "group_orders_method_check" CHECK (method IN ('delivery', 'pickup')),
	CONSTRAINT "group_orders_status_check" CHECK (status IN ('open', 'locked', 'paying', 'placed', 'cancelled', 'expired')),
	CONSTRAINT "group_orders_spend_limit_check" CHECK (spend_limit IS NULL OR spend_limit >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_order_code_misses" ADD CONSTRAINT "group_order_code_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_parts" ADD CONSTRAINT "group_order_parts_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_parts" ADD CONSTRAINT "group_order_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_parts" ADD CONSTRAINT "group_order_parts_covered_by_users_id_fk" FOREIGN KEY ("covered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_order_code_misses_user_idx" ON "group_order_code_misses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_order_lines_group_idx" ON "group_order_lines" USING btree ("group_order_id","user_id");--> statement-breakpoint
CREATE INDEX "group_order_participants_user_idx" ON "group_order_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_one_active_idx" ON "group_orders" USING btree ("host_id","vendor_id") WHERE status IN ('open', 'locked', 'paying');--> statement-breakpoint
CREATE INDEX "group_orders_host_idx" ON "group_orders" USING btree ("host_id");