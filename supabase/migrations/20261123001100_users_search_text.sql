-- /admin/users searches name and e-mail together. One lowercase generated column with one trigram index
-- answers `like '%term%'` with a single index scan; an OR over two ILIKE columns made the planner read
-- the whole table (p95 85 ms at 20,000 profiles, see scripts/bench/operations-bench.ts).

alter table public.users
  add column search_text text generated always as (lower(email || ' ' || coalesce(full_name, ''))) stored;
comment on column public.users.search_text is 'Lowercase e-mail and name, for the admin search (trigram index).';

create index users_search_text_trgm_idx on public.users using gin (search_text extensions.gin_trgm_ops);

-- Superseded by the index above.
drop index if exists public.users_email_trgm_idx;
drop index if exists public.users_full_name_trgm_idx;
