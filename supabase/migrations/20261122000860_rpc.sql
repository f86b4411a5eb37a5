-- The few RPCs the screens need that plain table access under RLS cannot express safely.

-- /login: 'Not on the early access list yet?'. Answers for exactly one e-mail (lowercased, trimmed),
-- never a list: no pattern matching, and the table itself stays unreadable.
create or replace function public.lookup_early_access_lead(p_email text)
returns table (id uuid, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.status
    from public.early_access_leads l
   where l.email = lower(btrim(p_email))
     and char_length(p_email) <= 320
$$;
comment on function public.lookup_early_access_lead(text) is 'The early-access lead of exactly this e-mail (id, status), or no row.';

revoke all on function public.lookup_early_access_lead(text) from public, anon, authenticated;
grant execute on function public.lookup_early_access_lead(text) to anon, authenticated, service_role;

-- Admin ticket dashboards: totals without shipping every row to the browser.
create or replace function public.ticket_stats(p_ticket_type text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ticket_types constant text[] := array[
    'bug_report', 'feature_request', 'general_feedback', 'contact_sales', 'early_access', 'demo_request'
  ];
  stats jsonb;
begin
  if not ((select private.is_super_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'permission denied for function ticket_stats' using errcode = '42501';
  end if;
  if p_ticket_type is not null and not (p_ticket_type = any (ticket_types)) then
    raise exception 'unknown ticket type: %', p_ticket_type using errcode = '22023';
  end if;

  with filtered as (
    select t.ticket_type, t.status
      from public.tickets t
     where p_ticket_type is null or t.ticket_type = p_ticket_type
  ),
  by_type as (
    select tt.ticket_type, count(f.ticket_type) as n
      from unnest(case when p_ticket_type is null then ticket_types else array[p_ticket_type] end) as tt (ticket_type)
      left join filtered f on f.ticket_type = tt.ticket_type
     group by tt.ticket_type
  )
  select jsonb_build_object(
           'total', (select count(*) from filtered),
           'new', (select count(*) from filtered where status = 'new'),
           'byType', (select jsonb_object_agg(b.ticket_type, b.n) from by_type b)
         )
    into stats;
  return stats;
end;
$$;
comment on function public.ticket_stats(text) is 'Ticket totals {total, new, byType} for super admins; optional type filter.';

revoke all on function public.ticket_stats(text) from public, anon, authenticated;
grant execute on function public.ticket_stats(text) to authenticated, service_role;

-- Admin ticket search. Under row-level security Postgres may not use an index for a non-leakproof
-- operator such as LIKE (it could leak rows the policy hides), so a table query with
-- `search_text=ilike.*term*` scans every ticket. This function checks the caller first and then runs
-- the search as the table owner, where the trigram index applies. The term is matched literally
-- (LIKE wildcards are escaped). It pages itself, newest first, so a term that matches most tickets
-- still reads only one page: rpc('search_tickets', { p_query, p_limit: 25, p_offset: 50 }).
create or replace function public.search_tickets(
  p_query text,
  p_ticket_type text default null,
  p_status text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns setof public.tickets
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select private.is_super_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'permission denied for function search_tickets' using errcode = '42501';
  end if;
  if char_length(p_query) > 200 or p_limit not between 1 and 200 or p_offset < 0 then
    raise exception 'search term of at most 200 characters, limit 1-200, offset >= 0 expected' using errcode = '22023';
  end if;
  -- Dynamic so every call is planned for its own term: the trigram index for a rare term, the
  -- submitted_at index for a common one.
  return query execute
    'select t.* from public.tickets t
      where t.search_text like $1
        and ($2::text is null or t.ticket_type = $2)
        and ($3::text is null or t.status = $3)
      order by t.submitted_at desc
      limit $4 offset $5'
    using '%' || replace(replace(replace(lower(btrim(coalesce(p_query, ''))), '\', '\\'), '%', '\%'), '_', '\_') || '%',
          p_ticket_type, p_status, p_limit, p_offset;
end;
$$;
comment on function public.search_tickets(text, text, text, integer, integer) is
  'Super admins: one page of tickets whose name, e-mail, company or message contains the term (index-backed).';

revoke all on function public.search_tickets(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_tickets(text, text, text, integer, integer) to authenticated, service_role;
