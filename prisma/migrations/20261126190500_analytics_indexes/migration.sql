-- Analytics (issue 19 §5): today's figures are counted live over today's rows only, by created_at.
-- posts already has ("created_at" DESC, "id" DESC).
CREATE INDEX "users_created_at_idx" ON "users"("created_at");
CREATE INDEX "comments_created_at_idx" ON "comments"("created_at");
CREATE INDEX "messages_created_at_idx" ON "messages"("created_at");
CREATE INDEX "job_applications_created_at_idx" ON "job_applications"("created_at");
CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations"("created_at");

-- The window's distinct active members: whether one of today's actives was already active earlier in the window is
-- one probe of (user_id, day), where the primary key (day, user_id) would take a probe per day.
CREATE INDEX "user_activity_days_user_id_day_idx" ON "user_activity_days"("user_id", "day");
