-- Platform settings: key/value configuration edited by super admins; keys marked public are readable
-- by anonymous visitors (the public site reads e.g. whether early access is open).

create table public.platform_settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  value jsonb not null check (pg_column_size(value) <= 65536),
  description text check (char_length(description) <= 500),
  is_public boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references public.users (id) on delete set null
);
comment on table public.platform_settings is 'Platform configuration; is_public rows are readable by everyone.';

create index platform_settings_public_idx on public.platform_settings (is_public) where is_public;
create index platform_settings_updated_by_idx on public.platform_settings (updated_by);

create or replace function private.stamp_setting_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger platform_settings_stamp_change
  before update on public.platform_settings
  for each row execute function private.stamp_setting_change();

create trigger platform_settings_audit
  after insert or update or delete on public.platform_settings
  for each row execute function private.audit_row_change('key');

-- Settings the platform needs in every environment (not demo data, so not in seed.sql).
insert into public.platform_settings (key, value, description, is_public) values
  ('early_access_open', 'true', 'Whether the public site accepts early-access sign-ups.', true),
  ('course_generator', '"template"', 'Which course generator the worker uses: "template" or an AI provider.', false),
  ('mail_sender_name', '"LXERA"', 'Display name of the sender of platform e-mails.', false)
on conflict (key) do nothing;
