-- Admins act inside the units they administer (docs/decisions.md, "Units").

-- Every organization has its own group, the group whose id is the organization's: the admin role
-- there makes an organization admin. The global organization has had one (group 0) from the start;
-- this gives one to each organization without it (the demo's Region Exempel), named as the
-- organization, unless another group already took the id.
INSERT INTO groups (id, organization_id, name, display_name)
SELECT o.id, o.id, o.name, o.name
  FROM organizations o
 WHERE NOT EXISTS (SELECT 1 FROM groups g WHERE g.id = o.id);

-- Language strings belong to an organization: the global organization's (0) are the system's texts,
-- under every organization's own. The overrides written so far reached everyone, so they stay the
-- system's: nobody's texts change with this migration.
ALTER TABLE language_strings ADD COLUMN organization_id text NOT NULL DEFAULT '0' REFERENCES organizations (id);
ALTER TABLE language_strings ALTER COLUMN organization_id DROP DEFAULT;
ALTER TABLE language_strings DROP CONSTRAINT language_strings_pkey;
ALTER TABLE language_strings ADD PRIMARY KEY (organization_id, language_id, id);

-- A personnummer is searched whole only (a prefix search told a masked number in some 20 tries),
-- so its prefix index has nothing left to serve.
DROP INDEX IF EXISTS users_personnummer_prefix;

-- Links the app shows are http(s) only (the domain's WebUrl); any other stored scheme is removed.
UPDATE groups SET landing_page_url = NULL WHERE landing_page_url !~* '^https?://';
UPDATE groups SET help_url = NULL WHERE help_url !~* '^https?://';
UPDATE groups SET link1_url = NULL WHERE link1_url !~* '^https?://';
UPDATE groups SET link2_url = NULL WHERE link2_url !~* '^https?://';
UPDATE study_tasks SET action_link = NULL WHERE action_link !~* '^https?://';
