-- Staff user administration (issue 23): the users list of an organization, paged by name with a
-- keyset, and searched by name, e-mail or personnummer (docs/decisions.md, "Admin users").
--
-- The name key is compared in the "C" collation so that one index serves both the order of the list
-- (keyset pages: as cheap at page 300 as at page 1) and the prefix search (LIKE 'anna%' can use a
-- btree only under "C"); the same holds for the e-mail and the personnummer.
CREATE INDEX users_name_key ON users ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), id);
CREATE INDEX users_first_name_prefix ON users ((lower(first_name) COLLATE "C"));
CREATE INDEX users_email_prefix ON users ((lower(email) COLLATE "C"));
CREATE INDEX users_personnummer_prefix ON users ((personnummer COLLATE "C"));
-- Whether a user belongs to the admin's organization, from the index alone.
CREATE INDEX memberships_user_organization ON memberships (user_id, organization_id);
