-- CreateTable
CREATE TABLE "profiles" (
    "user_id" UUID NOT NULL,
    "headline" TEXT,
    "about_me" TEXT,
    "industry" TEXT,
    "expertise" TEXT,
    "level_experience" TEXT,
    "company_name" TEXT,
    "website" TEXT,
    "job_title" TEXT,
    "goals" TEXT,
    "country" TEXT,
    "province" TEXT,
    "city" TEXT,
    "gender_identity" TEXT,
    "age_range" TEXT,
    "resume_key" TEXT,
    "show_country" BOOLEAN NOT NULL DEFAULT true,
    "show_province" BOOLEAN NOT NULL DEFAULT true,
    "show_city" BOOLEAN NOT NULL DEFAULT true,
    "show_goals" BOOLEAN NOT NULL DEFAULT true,
    "show_resume" BOOLEAN NOT NULL DEFAULT true,
    "hidden_from_suggestions" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "experiences" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "location" TEXT,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "description" TEXT,
    "position" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "experiences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connection_requests" (
    "id" UUID NOT NULL,
    "requester_id" UUID NOT NULL,
    "addressee_id" UUID NOT NULL,
    "pair_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "connection_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connections" (
    "user_id" UUID NOT NULL,
    "connected_user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "connections_pkey" PRIMARY KEY ("user_id","connected_user_id")
);

-- CreateTable
CREATE TABLE "blocks" (
    "blocker_id" UUID NOT NULL,
    "blocked_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id","blocked_id")
);

-- CreateTable
CREATE TABLE "profile_views" (
    "profile_user_id" UUID NOT NULL,
    "viewer_id" UUID NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "profile_views_pkey" PRIMARY KEY ("profile_user_id","viewer_id","day")
);

-- CreateTable
CREATE TABLE "partner_followers" (
    "partner_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_followers_pkey" PRIMARY KEY ("partner_id","user_id")
);

-- CreateIndex
CREATE INDEX "profiles_company_name_idx" ON "profiles"("company_name");

-- CreateIndex
CREATE INDEX "profiles_industry_idx" ON "profiles"("industry");

-- CreateIndex
CREATE INDEX "profiles_city_idx" ON "profiles"("city");

-- CreateIndex
CREATE INDEX "experiences_user_id_position_idx" ON "experiences"("user_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "connection_requests_pair_key_key" ON "connection_requests"("pair_key");

-- CreateIndex
CREATE INDEX "connection_requests_requester_id_created_at_idx" ON "connection_requests"("requester_id", "created_at");

-- CreateIndex
CREATE INDEX "connection_requests_addressee_id_created_at_idx" ON "connection_requests"("addressee_id", "created_at");

-- CreateIndex
CREATE INDEX "connections_connected_user_id_idx" ON "connections"("connected_user_id");

-- CreateIndex
CREATE INDEX "blocks_blocked_id_idx" ON "blocks"("blocked_id");

-- CreateIndex
CREATE INDEX "partner_followers_user_id_updated_at_idx" ON "partner_followers"("user_id", "updated_at");

-- CreateIndex
CREATE INDEX "users_updated_at_idx" ON "users"("updated_at");

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_requester_id_fkey" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_addressee_id_fkey" FOREIGN KEY ("addressee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connections" ADD CONSTRAINT "connections_connected_user_id_fkey" FOREIGN KEY ("connected_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_fkey" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_fkey" FOREIGN KEY ("blocked_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_user_id_fkey" FOREIGN KEY ("profile_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_fkey" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_followers" ADD CONSTRAINT "partner_followers_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_followers" ADD CONSTRAINT "partner_followers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Connection search matches names, headline, company and job title with trigram similarity, so
-- `ILIKE '%keyword%'` stays an index scan at 100,000 members.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "profiles_search_text_trgm" ON "profiles" USING gin ("search_text" gin_trgm_ops);

-- search_text is derived from users and profiles; these triggers keep it true wherever either changes.
CREATE FUNCTION nexus_profile_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(concat_ws(' ', u.first_name, u.last_name, NEW.headline, NEW.company_name, NEW.job_title))
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
CREATE TRIGGER profiles_search_text BEFORE INSERT OR UPDATE OF headline, company_name, job_title ON profiles
  FOR EACH ROW EXECUTE FUNCTION nexus_profile_search_text();

-- Every user has a profile row from the start, so search and suggestions see every member.
CREATE FUNCTION nexus_user_profile_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO profiles (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
  ELSE
    UPDATE profiles
       SET search_text = lower(concat_ws(' ', NEW.first_name, NEW.last_name, headline, company_name, job_title))
     WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_profile_sync AFTER INSERT OR UPDATE OF first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION nexus_user_profile_sync();

INSERT INTO profiles (user_id) SELECT id FROM users ON CONFLICT (user_id) DO NOTHING;
