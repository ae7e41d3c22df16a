-- Issue 32, item 4: no secret outlives its use (docs/decisions.md, "No secret outlives its use").

-- A mail's secret parts (a link with a code or key, a typed code) are kept apart from its text: the
-- bodies hold {{secret:link}} or {{secret:code}}, `secrets` the values they stand for, until the
-- mail is delivered, tried for the last time, or `secrets_expire_date` passes (the code's own end,
-- at most a day after the mail was written). A mail whose secrets_expire_date is set had secrets;
-- once `secrets` is NULL they are gone and the mail is never sent without them.
ALTER TABLE mail_outbox ADD COLUMN secrets jsonb, ADD COLUMN secrets_expire_date timestamptz;
CREATE INDEX mail_outbox_secrets_expire ON mail_outbox (secrets_expire_date) WHERE secrets IS NOT NULL;

-- The mails already written lose their links and codes from their bodies. One still waiting (not
-- sent, not given up after five tries, written within the day) keeps them apart for the rest of
-- that day; every other one loses them now.
WITH found AS (
  SELECT id, text_body, html_body,
         substring(text_body FROM '(https?://[^[:space:]"<>]+/(?:reset|verify-email|register)/[A-Za-z0-9_-]+)') AS link,
         substring(text_body FROM '(?:Aktiveringskod|Activation code): ([A-Z0-9]{10})') AS code,
         sent_date IS NULL AND attempts < 5 AND created_date > now() - interval '1 day' AS waiting,
         created_date
    FROM mail_outbox
), without_link AS (
  SELECT id, link, code, waiting, created_date,
         coalesce(replace(text_body, link, '{{secret:link}}'), text_body) AS text_body,
         coalesce(replace(html_body, link, '{{secret:link}}'), html_body) AS html_body
    FROM found
   WHERE link IS NOT NULL OR code IS NOT NULL
)
UPDATE mail_outbox o
   SET text_body = coalesce(replace(w.text_body, ': ' || w.code, ': {{secret:code}}'), w.text_body),
       html_body = coalesce(replace(w.html_body, ': ' || w.code, ': {{secret:code}}'), w.html_body),
       secrets = CASE WHEN w.waiting THEN jsonb_strip_nulls(jsonb_build_object('link', w.link, 'code', w.code)) END,
       secrets_expire_date = least(w.created_date + interval '1 day', now())
  FROM without_link w
 WHERE w.id = o.id;

-- A BankID order reference lets whoever holds it collect the order and, with the personnummer,
-- log in once it is complete: the table keeps only its SHA-256, as it keeps codes and keys. Every
-- use comes with the reference itself (the browser's collect, QR and cancel, the grant).
ALTER TABLE bankid_orders RENAME COLUMN order_ref TO order_ref_hash;
UPDATE bankid_orders SET order_ref_hash = encode(sha256(convert_to(order_ref_hash, 'UTF8')), 'hex');
