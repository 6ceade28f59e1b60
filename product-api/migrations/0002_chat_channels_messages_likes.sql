CREATE SEQUENCE "public"."chat_channel_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_likes" (
	"message_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_likes_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sender_id" integer,
	"channel_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_notifications_kind_check" CHECK (kind IN ('message', 'group_invite'))
);
--> statement-breakpoint
DROP INDEX "chat_messages_channel_idx";--> statement-breakpoint
DROP INDEX "chat_members_user_idx";--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "last_msg_id" text;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply" jsonb;--> statement-breakpoint
ALTER TABLE "chat_likes" ADD CONSTRAINT "chat_likes_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_likes" ADD CONSTRAINT "chat_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notifications" ADD CONSTRAINT "chat_notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_channels_updated_idx" ON "chat_channels" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_single_pair_idx" ON "chat_channels" USING btree (LEAST(creator_id, partner_id),GREATEST(creator_id, partner_id)) WHERE channel_type = 'single';--> statement-breakpoint
CREATE INDEX "chat_messages_channel_time_idx" ON "chat_messages" USING btree ("channel_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_user_time_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id") WHERE left_at IS NULL;