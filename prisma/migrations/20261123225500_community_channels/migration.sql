-- Communities and channels (issue 12).

-- A community's admins create channels and administer every channel of it. Fixed id, like the other functions.
INSERT INTO "functions" ("id", "name", "description") VALUES
  ('6f1c0001-0000-4000-8000-000000000009', 'MANAGE_CHANNELS', 'Create channels and administer every channel of the community');

-- Every Owners group holds every function (a partner signing up gets them all): grant the new one to those there.
INSERT INTO "user_role_functions" ("function_id", "role_id", "partner_id")
  SELECT '6f1c0001-0000-4000-8000-000000000009'::uuid, r."id", r."partner_id"
    FROM "admin_roles" r
   WHERE r."name" = 'Owners' AND r."partner_id" IS NOT NULL
ON CONFLICT DO NOTHING;
