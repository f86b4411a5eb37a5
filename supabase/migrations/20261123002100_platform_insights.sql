-- Super-admin insights: the /admin dashboard, /admin/analytics series and the /admin/courses list.
-- Each RPC checks the caller first and then reads as the table owner, so one round trip returns compact
-- JSON aggregated in Postgres instead of shipping rows to the browser.

-- Indexes for the time windows the RPCs filter on.
create index if not exists course_assignments_completed_at_idx
  on public.course_assignments (completed_at) where completed_at is not null;
create index if not exists course_assignments_last_accessed_idx
  on public.course_assignments (last_accessed_at) where last_accessed_at is not null;
create index if not exists module_progress_updated_at_idx on public.module_progress (updated_at);
create index if not exists learning_events_occurred_idx on public.learning_events (occurred_at);
create index if not exists course_generation_jobs_status_idx on public.course_generation_jobs (status);
create index if not exists courses_created_idx on public.courses (created_at desc, id desc);
create index if not exists courses_status_created_idx on public.courses (status, created_at desc);
create index if not exists courses_title_trgm_idx on public.courses using gin (lower(title) extensions.gin_trgm_ops);

-- Learner activity: an employee was active on a day when a module's progress changed, a learning event
-- was recorded or a course was opened. One definition shared by the dashboard and the analytics series.
create or replace function private.learner_activity(p_from timestamptz)
returns table (employee_id uuid, active_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.employee_id, mp.updated_at
    from public.module_progress mp
    join public.course_assignments a on a.id = mp.assignment_id
   where mp.updated_at >= p_from
  union all
  select e.employee_id, e.occurred_at from public.learning_events e where e.occurred_at >= p_from
  union all
  select a.employee_id, a.last_accessed_at from public.course_assignments a where a.last_accessed_at >= p_from
$$;
comment on function private.learner_activity(timestamptz) is 'Employees with learning activity since p_from, one row per signal.';
revoke all on function private.learner_activity(timestamptz) from public, anon, authenticated;

create or replace function private.require_super_admin(p_function text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.is_super_admin()), false) then
    raise exception 'permission denied for function %', p_function using errcode = '42501';
  end if;
end;
$$;
comment on function private.require_super_admin(text) is 'Raises 42501 unless the caller is an active super admin.';
revoke all on function private.require_super_admin(text) from public;

-- /admin: every KPI in one answer.
create or replace function public.platform_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  since timestamptz := ((now() at time zone 'utc')::date - 29)::timestamp at time zone 'utc';
  week_start timestamptz := date_trunc('week', now() at time zone 'utc') at time zone 'utc';
  result jsonb;
begin
  perform private.require_super_admin('platform_dashboard');

  select jsonb_build_object(
    'generatedAt', now(),
    'ticketsByDay', (
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day::date, 'counts', coalesce(t.counts, '{}'::jsonb)) order by d.day), '[]'::jsonb)
        from generate_series((today - 29)::timestamp, today::timestamp, interval '1 day') as d (day)
        left join (
          select x.day, jsonb_object_agg(x.ticket_type, x.n) as counts
            from (
              select (t.submitted_at at time zone 'utc')::date as day, t.ticket_type, count(*) as n
                from public.tickets t
               where t.submitted_at >= since
               group by 1, 2
            ) x
           group by x.day
        ) t on t.day = d.day::date
    ),
    'leadsByDay', (
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day::date, 'count', coalesce(l.n, 0)) order by d.day), '[]'::jsonb)
        from generate_series((today - 29)::timestamp, today::timestamp, interval '1 day') as d (day)
        left join (
          select (l.created_at at time zone 'utc')::date as day, count(*) as n
            from public.early_access_leads l
           where l.created_at >= since
           group by 1
        ) l on l.day = d.day::date
    ),
    'leadsTotal', (select count(*) from public.early_access_leads),
    'companies', (
      select jsonb_build_object('active', count(*) filter (where c.is_active), 'total', count(*)) from public.companies c
    ),
    'learners', jsonb_build_object(
      'active7d', (select count(distinct a.employee_id) from private.learner_activity(now() - interval '7 days') a),
      -- Active learners are employees with learning activity, so the total counts employees too
      -- (learner accounts exist only for those who signed in: far fewer).
      'total', (select count(*) from public.employees e where e.status in ('active', 'on_leave'))
    ),
    'completions', jsonb_build_object(
      'thisWeek', (select count(*) from public.course_assignments a where a.completed_at >= week_start),
      'lastWeek', (
        select count(*) from public.course_assignments a
         where a.completed_at >= week_start - interval '7 days' and a.completed_at < week_start
      )
    ),
    'jobsByStatus', (
      select jsonb_object_agg(s.status, coalesce(j.n, 0))
        from unnest(array['pending', 'processing', 'completed', 'failed', 'cancelled']) as s (status)
        left join (select j.status, count(*) as n from public.course_generation_jobs j group by j.status) j on j.status = s.status
    )
  ) into result;
  return result;
end;
$$;
comment on function public.platform_dashboard() is 'Super admins: the /admin KPIs (tickets, leads, companies, learners, completions, jobs) as JSON.';
revoke all on function public.platform_dashboard() from public, anon, authenticated;
grant execute on function public.platform_dashboard() to authenticated;

-- /admin/analytics: one row per day of the last p_days days (7, 30 or 90).
create or replace function public.platform_usage(p_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  since timestamptz;
  result jsonb;
begin
  perform private.require_super_admin('platform_usage');
  if p_days is null or p_days not in (7, 30, 90) then
    raise exception 'p_days must be 7, 30 or 90' using errcode = '22023';
  end if;
  since := (today - (p_days - 1))::timestamp at time zone 'utc';

  with days as (
    select d::date as day from generate_series((today - (p_days - 1))::timestamp, today::timestamp, interval '1 day') as d
  ),
  signups as (
    select (u.created_at at time zone 'utc')::date as day, count(*) as n
      from public.users u where u.created_at >= since group by 1
  ),
  active as (
    select (a.active_at at time zone 'utc')::date as day, count(distinct a.employee_id) as n
      from private.learner_activity(since) a group by 1
  ),
  completions as (
    select (a.completed_at at time zone 'utc')::date as day, count(*) as n
      from public.course_assignments a where a.completed_at >= since group by 1
  ),
  tickets as (
    select (t.submitted_at at time zone 'utc')::date as day, count(*) as n
      from public.tickets t where t.submitted_at >= since group by 1
  )
  select jsonb_build_object(
           'days', p_days,
           'series', coalesce(jsonb_agg(jsonb_build_object(
             'day', d.day,
             'signups', coalesce(s.n, 0),
             'activeLearners', coalesce(a.n, 0),
             'completions', coalesce(c.n, 0),
             'tickets', coalesce(t.n, 0)
           ) order by d.day), '[]'::jsonb)
         )
    into result
    from days d
    left join signups s on s.day = d.day
    left join active a on a.day = d.day
    left join completions c on c.day = d.day
    left join tickets t on t.day = d.day;
  return result;
end;
$$;
comment on function public.platform_usage(integer) is 'Super admins: daily sign-ups, active learners, completions and tickets of the last 7, 30 or 90 days.';
revoke all on function public.platform_usage(integer) from public, anon, authenticated;
grant execute on function public.platform_usage(integer) to authenticated;

-- /admin/courses: one page of every company's courses with their owner and counts, plus the exact total.
create or replace function public.admin_courses(
  p_search text default null,
  p_status text default null,
  p_company_id uuid default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text;
  result jsonb;
begin
  perform private.require_super_admin('admin_courses');
  if char_length(p_search) > 200 or p_limit not between 1 and 100 or p_offset < 0
     or (p_status is not null and p_status not in ('draft', 'published', 'archived')) then
    raise exception 'search of at most 200 characters, a known status, limit 1-100 and offset >= 0 expected'
      using errcode = '22023';
  end if;
  -- Matched literally: LIKE wildcards in the term are escaped.
  pattern := case when nullif(btrim(p_search), '') is null then null
                  else '%' || replace(replace(replace(lower(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;

  with filtered as (
    select c.*
      from public.courses c
     where (pattern is null or lower(c.title) like pattern)
       and (p_status is null or c.status = p_status)
       and (p_company_id is null or c.company_id = p_company_id)
  ),
  page as (
    select f.* from filtered f order by f.created_at desc, f.id desc limit p_limit offset p_offset
  )
  select jsonb_build_object(
           'total', (select count(*) from filtered),
           'rows', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', p.id,
                      'title', p.title,
                      'description', p.description,
                      'status', p.status,
                      'origin', p.origin,
                      'difficulty', p.difficulty,
                      'estimatedMinutes', p.estimated_minutes,
                      'companyId', p.company_id,
                      'companyName', co.name,
                      'modules', (select count(*) from public.course_modules m where m.course_id = p.id),
                      'assignments', (select count(*) from public.course_assignments a where a.course_id = p.id),
                      'completions', (select count(*) from public.course_assignments a where a.course_id = p.id and a.status = 'completed'),
                      'createdAt', p.created_at,
                      'updatedAt', p.updated_at,
                      'publishedAt', p.published_at
                    ) order by p.created_at desc, p.id desc)
               from page p
               join public.companies co on co.id = p.company_id
           ), '[]'::jsonb)
         )
    into result;
  return result;
end;
$$;
comment on function public.admin_courses(text, text, uuid, integer, integer) is
  'Super admins: one page of courses across companies (owner, modules, assignments, completions) and the total.';
revoke all on function public.admin_courses(text, text, uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_courses(text, text, uuid, integer, integer) to authenticated;

-- Platform settings the functions and the worker act on must hold values they understand.
create or replace function private.validate_platform_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.key = 'early_access_open' and jsonb_typeof(new.value) <> 'boolean' then
    raise exception 'early_access_open must be true or false' using errcode = '23514';
  elsif new.key = 'course_generator'
        and (jsonb_typeof(new.value) <> 'string' or new.value #>> '{}' not in ('template', 'openai', 'anthropic')) then
    raise exception 'course_generator must be one of template, openai, anthropic' using errcode = '23514';
  elsif new.key = 'mail_sender_name'
        and (jsonb_typeof(new.value) <> 'string'
             or char_length(btrim(new.value #>> '{}')) not between 1 and 100
             or new.value #>> '{}' ~ '[<>"\r\n\\]') then
    -- The name goes into the From header: no quotes, angle brackets or line breaks.
    raise exception 'mail_sender_name must be 1-100 characters without quotes, angle brackets or line breaks'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.validate_platform_setting() is 'BEFORE INSERT/UPDATE trigger: known settings hold allowed values.';

create trigger platform_settings_validate
  before insert or update on public.platform_settings
  for each row execute function private.validate_platform_setting();
