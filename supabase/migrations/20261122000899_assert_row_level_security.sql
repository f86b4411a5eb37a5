-- Guard rail: the schema migrations end here, and every table in an API-visible schema must have
-- row-level security on. A forgotten `enable row level security` fails the migration instead of
-- shipping an open table.
do $$
declare
  open_tables text;
begin
  select string_agg(format('%I.%I', n.nspname, c.relname), ', ')
    into open_tables
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p')
     and n.nspname in ('public', 'private')
     and not c.relrowsecurity;
  if open_tables is not null then
    raise exception 'tables without row-level security: %', open_tables;
  end if;
end;
$$;
