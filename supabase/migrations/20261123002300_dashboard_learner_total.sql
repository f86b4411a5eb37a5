-- The dashboard's active learners are employees with learning activity, so the total they are set
-- against must count employees as well (learner accounts are only those who signed in: far fewer).

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
