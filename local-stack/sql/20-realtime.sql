-- Change capture for the local realtime service (local-stack/realtime). Hosted Supabase reads the WAL;
-- the stand-in uses row triggers instead: every table in the `supabase_realtime` publication gets an
-- AFTER row trigger that pg_notify()s a small message (table, operation, primary key, timestamp).
-- Never the row itself: NOTIFY payloads are limited to 8 kB. The row images a WAL record would carry
-- (new row; old row of a DELETE, or of an UPDATE under REPLICA IDENTITY FULL) wait in a side table
-- until the service has routed the change. Idempotent: safe to run on every start.

create schema if not exists realtime;
revoke all on schema realtime from public;
drop table if exists realtime.pending_old_rows; -- an earlier draft of pending_changes

-- Row images, consumed (deleted) by the service once it has routed the change. Unlogged: a crash just
-- loses changes nobody will ever be told about.
create unlogged table if not exists realtime.pending_changes (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default clock_timestamp(),
  new_row jsonb,
  old_row jsonb
);

create or replace function realtime.notify_change() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  replica_identity "char";
  key_columns text[];
  new_image jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  old_image jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_key jsonb;
  old_key jsonb;
  change_id bigint;
  payload text;
  stamp text := to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
begin
  select c.relreplident into replica_identity from pg_class c where c.oid = tg_relid;
  select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
    into key_columns
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
   where i.indrelid = tg_relid and i.indisprimary;

  select jsonb_object_agg(k, new_image -> k), jsonb_object_agg(k, old_image -> k)
    into new_key, old_key from unnest(key_columns) k;
  if new_image is null then new_key := null; end if;
  if old_image is null then old_key := null; end if;
  -- The old image of an UPDATE is kept only under REPLICA IDENTITY FULL, as the WAL would have it.
  insert into realtime.pending_changes (new_row, old_row)
  values (new_image, case when tg_op = 'DELETE' or replica_identity = 'f' then old_image end)
  returning id into change_id;

  payload := json_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
                               'key', new_key, 'old_key', old_key, 'change_id', change_id,
                               'commit_timestamp', stamp)::text;
  if octet_length(payload) > 7900 then
    payload := json_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
                                 'change_id', change_id, 'commit_timestamp', stamp, 'too_large', true)::text;
  end if;
  perform pg_notify('realtime_changes', payload);
  return null;
end $$;

-- Puts the trigger on every published table that lacks it and takes it off tables no longer published.
create or replace function realtime.sync_publication_triggers() returns void
language plpgsql security definer set search_path = pg_catalog as $$
declare
  target regclass;
begin
  for target in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_publication_tables p
     where p.pubname = 'supabase_realtime'
       and not exists (select 1 from pg_trigger t
                        where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
                          and t.tgname = 'realtime_notify_changes')
  loop
    execute format('create trigger realtime_notify_changes after insert or update or delete on %s '
                   'for each row execute function realtime.notify_change()', target);
  end loop;

  for target in
    select t.tgrelid::regclass
      from pg_trigger t
     where t.tgname = 'realtime_notify_changes'
       and not exists (select 1 from pg_publication_tables p
                        where p.pubname = 'supabase_realtime'
                          and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid)
  loop
    execute format('drop trigger realtime_notify_changes on %s', target);
  end loop;
end $$;

-- After any DDL: follow publication changes at once, and tell the service its cached catalog
-- (columns, keys, grants, policies) may be stale. Never lets a failure here break the DDL itself.
create or replace function realtime.on_ddl_command_end() returns event_trigger
language plpgsql as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE') then
    perform realtime.sync_publication_triggers();
  end if;
  perform pg_notify('realtime_schema', tg_tag);
exception when others then
  raise warning 'realtime: could not follow % (%)', tg_tag, sqlerrm;
end $$;

do $$ begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_ddl_command_end') then
    create event trigger realtime_ddl_command_end on ddl_command_end
      execute function realtime.on_ddl_command_end();
  end if;
end $$;

select realtime.sync_publication_triggers();
