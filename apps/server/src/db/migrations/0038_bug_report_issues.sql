-- Bug reports filed in an issue tracker (issue 34 item 8): the tracker's issue (GitHub's number,
-- GitLab's iid) and its page, and since when a handler's filing is under way, so that two handlers
-- pressing at once file one issue, not two.
ALTER TABLE bug_reports ADD COLUMN issue_id text;
ALTER TABLE bug_reports ADD COLUMN issue_url text;
ALTER TABLE bug_reports ADD COLUMN issue_filing_since timestamptz;
