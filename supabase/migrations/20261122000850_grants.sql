-- Defence in depth: table privileges take away what no API role should ever do, whatever a policy
-- might say in the future. Row-level security then decides row by row.

-- TRUNCATE ignores row-level security; REFERENCES and TRIGGER are never needed through the API.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;

-- Anonymous visitors write nothing directly: public forms go through edge functions.
revoke insert, update, delete on all tables in schema public from anon;

-- Profiles are created only by the trigger on auth.users.
revoke insert on public.users from anon, authenticated;

-- The early-access list is filled by the capture-email function (service role).
revoke insert on public.early_access_leads from authenticated;

-- The audit log is append-only, and only triggers append.
revoke insert, update, delete on public.audit_log from anon, authenticated, service_role;
