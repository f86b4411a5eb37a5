-- The audit log: an append-only record of privileged changes (roles, companies, settings), written only
-- by triggers and security-definer functions and readable only by super admins.

create table public.audit_log (
  id bigint generated always as identity primary key,
  -- No foreign key: the record must outlive the user it names.
  actor_id uuid,
  action text not null check (char_length(action) between 1 and 100 and action ~ '^[a-z][a-z0-9_.]*$'),
  target_table text not null check (char_length(target_table) between 1 and 63),
  target_id text check (char_length(target_id) <= 200),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  created_at timestamptz not null default now()
);
comment on table public.audit_log is 'Append-only log of privileged changes; written by triggers, read by super admins.';
comment on column public.audit_log.actor_id is 'auth.uid() of the caller; null for the service role and migrations.';

create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_target_idx on public.audit_log (target_table, target_id, created_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, created_at desc);

create or replace function private.write_audit(
  p_action text,
  p_target_table text,
  p_target_id text,
  p_details jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, target_table, target_id, details)
  values ((select auth.uid()), p_action, p_target_table, p_target_id, coalesce(p_details, '{}'::jsonb));
$$;
comment on function private.write_audit(text, text, text, jsonb) is 'Appends one audit_log row as the current caller.';

-- Generic row audit for small, rarely changed tables (companies, platform settings): the new row of an
-- insert, the old row of a delete, only the changed columns of an update (no row if nothing changed).
-- TG_ARGV[0] names the key column (default id).
create or replace function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_key text := coalesce(tg_argv[0], 'id');
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  details jsonb;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(n.key, jsonb_build_object('old', old_row -> n.key, 'new', n.value))
      into details
      from jsonb_each(new_row) n
     where n.value is distinct from old_row -> n.key
       and n.key not in ('updated_at', 'updated_by');
    if details is null then
      return null;
    end if;
    details := jsonb_build_object('changes', details);
  elsif tg_op = 'INSERT' then
    details := jsonb_build_object('new', new_row);
  else
    details := jsonb_build_object('old', old_row);
  end if;
  perform private.write_audit(
    tg_table_name || '.' || lower(tg_op),
    tg_table_name,
    coalesce(new_row, old_row) ->> target_key,
    details
  );
  return null;
end;
$$;
comment on function private.audit_row_change() is 'AFTER trigger: records inserts, deletes and changed columns in audit_log.';
