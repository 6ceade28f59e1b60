ALTER TABLE "chat_channels" DROP COLUMN "last_msg";--> statement-breakpoint
ALTER TABLE "chat_channels" DROP COLUMN "last_msg_at";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "reply_to_id";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "likes";