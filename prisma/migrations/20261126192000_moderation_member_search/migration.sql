-- The console's member search matches the e-mail (users.username, stored lowercased) anywhere in it, beside the names
-- (profiles.search_text, already trigram-indexed): without this, every search would read every user.
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);
