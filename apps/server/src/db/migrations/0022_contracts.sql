-- Contracts of a group (terms of service, data processing, a study's consent), their versions per
-- language, and each user's answer to a version. A new version needs a new answer.

CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id text NOT NULL REFERENCES organizations (id),
  group_id text NOT NULL REFERENCES groups (id),
  descriptor text NOT NULL,
  idx integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  required boolean NOT NULL DEFAULT false,
  required_read boolean NOT NULL DEFAULT false,
  terms_of_service boolean NOT NULL DEFAULT false,
  data_processing boolean NOT NULL DEFAULT false,
  underage boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  deleted_date timestamptz,
  version integer NOT NULL DEFAULT 0
);
CREATE INDEX contracts_group ON contracts (group_id) WHERE deleted_date IS NULL;
CREATE INDEX contracts_organization ON contracts (organization_id) WHERE deleted_date IS NULL;

-- One language of one version: its id is the spec's ContractLanguageVersionId.
CREATE TABLE contract_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id),
  contract_version integer NOT NULL,
  language text NOT NULL REFERENCES languages (id),
  title text NOT NULL,
  description text NOT NULL,
  sections jsonb NOT NULL,
  valid_from_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, contract_version, language)
);

-- A user's answer to one version of a contract: approved, declined, or approved then withdrawn.
CREATE TABLE consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id),
  contract_version integer NOT NULL,
  contract_version_id uuid NOT NULL REFERENCES contract_versions (id),
  consented boolean NOT NULL,
  reference text,
  consent_date timestamptz,
  answered_date timestamptz NOT NULL DEFAULT now(),
  withdraw_date timestamptz,
  UNIQUE (user_id, contract_id, contract_version)
);
CREATE INDEX consents_contract ON consents (contract_id, contract_version);
