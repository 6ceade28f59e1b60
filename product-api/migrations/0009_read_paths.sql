CREATE INDEX "users_location_idx" ON "users" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower(full_name),"id");--> statement-breakpoint
CREATE INDEX "order_splits_order_idx" ON "order_splits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "friendships_user_idx" ON "friendships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "friendships_friend_idx" ON "friendships" USING btree ("friend_id");