ALTER TABLE "product_options" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "custom_text_en" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "custom_closed_info_en" text;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "keyword_en" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "text_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "answer_text_en" text;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "question_text_en" text;