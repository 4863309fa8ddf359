-- A people import may name a manager the same file invites: the invitation keeps the manager's
-- address until both have joined, and whoever joins second links them.
ALTER TABLE "invitations" ADD COLUMN "manager_email" text;
