-- Learning progress is derived in the database, so every client (learner app, admin tools, the
-- service role) gets the same rules: module progress -> assignment progress -> certificate and points.

-- A progress row must be about a module of the assigned course; completed rows carry their date.
create or replace function private.check_module_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1
      from public.course_assignments a
      join public.course_modules m on m.course_id = a.course_id
     where a.id = new.assignment_id and m.id = new.module_id
  ) and exists (select 1 from public.course_assignments a where a.id = new.assignment_id)
    and exists (select 1 from public.course_modules m where m.id = new.module_id) then
    raise exception 'module % is not part of the course of assignment %', new.module_id, new.assignment_id
      using errcode = '23514';
  end if;
  if new.status = 'completed' then
    new.completed_at := coalesce(new.completed_at, now());
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;

create trigger module_progress_check
  before insert or update on public.module_progress
  for each row execute function private.check_module_progress();

-- Recomputes an assignment from its module progress: percentage of completed modules, status,
-- first start, completion and last access.
create or replace function private.refresh_assignment_progress(p_assignment_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  with totals as (
    select a.id,
           (select count(*) from public.course_modules m where m.course_id = a.course_id) as module_count,
           count(p.id) filter (where p.status = 'completed') as completed_count,
           count(p.id) filter (where p.status <> 'not_started') as touched_count,
           min(p.started_at) as first_started_at,
           max(p.completed_at) as last_completed_at,
           max(p.updated_at) as last_touched_at
      from public.course_assignments a
      left join public.module_progress p on p.assignment_id = a.id
     where a.id = p_assignment_id
     group by a.id, a.course_id
  ),
  derived as (
    select t.*,
           case
             when t.module_count > 0 and t.completed_count >= t.module_count then 'completed'
             when t.touched_count > 0 then 'in_progress'
             else 'not_started'
           end as next_status
      from totals t
  )
  update public.course_assignments a
     set status = d.next_status,
         progress_percentage = case
           when d.module_count = 0 then 0
           else least(100, round(100.0 * d.completed_count / d.module_count))::integer
         end,
         started_at = case when d.touched_count > 0 then coalesce(a.started_at, d.first_started_at) end,
         completed_at = case when d.next_status = 'completed' then coalesce(a.completed_at, d.last_completed_at, now()) end,
         last_accessed_at = greatest(a.last_accessed_at, d.last_touched_at)
    from derived d
   where a.id = d.id;
$$;
revoke all on function private.refresh_assignment_progress(uuid) from public;

create or replace function private.on_module_progress_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.refresh_assignment_progress(old.assignment_id);
    return null;
  end if;

  perform private.refresh_assignment_progress(new.assignment_id);

  if new.status = 'completed' and (tg_op = 'INSERT' or old.status <> 'completed') then
    insert into public.learning_events (company_id, employee_id, user_id, event_type, points, metadata, occurred_at)
    select a.company_id, a.employee_id, e.user_id, 'module_completed', 10,
           jsonb_build_object('assignment_id', a.id, 'course_id', a.course_id, 'module_id', new.module_id, 'score', new.score),
           new.completed_at
      from public.course_assignments a
      join public.employees e on e.id = a.employee_id
     where a.id = new.assignment_id;
  end if;
  return null;
end;
$$;

create trigger module_progress_refresh_assignment
  after insert or update or delete on public.module_progress
  for each row execute function private.on_module_progress_change();

-- Normalises a completion set directly (e.g. by an admin): full progress and a completion date.
create or replace function private.normalise_assignment_completion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'completed' then
    new.progress_percentage := 100;
    new.completed_at := coalesce(new.completed_at, now());
    new.started_at := coalesce(new.started_at, new.completed_at);
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;

create trigger course_assignments_normalise_completion
  before insert or update of status, completed_at on public.course_assignments
  for each row execute function private.normalise_assignment_completion();

-- Completing an assignment issues its certificate (once) and awards the course points.
create or replace function private.on_assignment_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'completed' and (tg_op = 'INSERT' or old.status <> 'completed') then
    insert into public.certificates (assignment_id, company_id, employee_id, course_id, issued_at)
    values (new.id, new.company_id, new.employee_id, new.course_id, new.completed_at)
    on conflict (assignment_id) do nothing;

    insert into public.learning_events (company_id, employee_id, user_id, event_type, points, metadata, occurred_at)
    select new.company_id, new.employee_id, e.user_id, 'course_completed', 100,
           jsonb_build_object('assignment_id', new.id, 'course_id', new.course_id),
           new.completed_at
      from public.employees e
     where e.id = new.employee_id;
  end if;
  return null;
end;
$$;

create trigger course_assignments_on_completed
  after insert or update of status on public.course_assignments
  for each row execute function private.on_assignment_completed();
