-- Gamification: learning events with points (streaks and leaderboards are derived from them), badges
-- (global or per company) and the badges employees earned.

create table public.learning_events (
  id uuid primary key default gen_random_uuid(),
  -- Always the employee's company (set by a trigger); clients may omit it.
  company_id uuid not null references public.companies (id) on delete cascade,
  employee_id uuid not null,
  user_id uuid references public.users (id) on delete set null,
  event_type text not null check (event_type in (
    'course_started', 'module_completed', 'quiz_passed', 'course_completed',
    'badge_earned', 'streak_bonus', 'skill_assessed'
  )),
  points integer not null default 0 check (points between 0 and 10000),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object' and pg_column_size(metadata) <= 4096),
  occurred_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint learning_events_employee_fkey foreign key (company_id, employee_id)
    references public.employees (company_id, id) on delete cascade
);
comment on table public.learning_events is 'Point-earning events; leaderboards and streaks are computed from them.';

create index learning_events_company_occurred_idx on public.learning_events (company_id, occurred_at desc);
create index learning_events_employee_occurred_idx on public.learning_events (employee_id, occurred_at desc);
create index learning_events_company_employee_idx on public.learning_events (company_id, employee_id);
create index learning_events_user_idx on public.learning_events (user_id, occurred_at desc);

create trigger learning_events_inherit_company
  before insert or update of company_id, employee_id on public.learning_events
  for each row execute function private.inherit_company_id('employees', 'employee_id');

create table public.badges (
  id uuid primary key default gen_random_uuid(),
  company_id uuid default private.current_company_id() references public.companies (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  description text check (char_length(description) <= 500),
  -- Name of an icon of the UI's icon set.
  icon text check (char_length(icon) <= 50),
  points integer not null default 0 check (points between 0 and 10000),
  criteria jsonb not null default '{}'::jsonb check (jsonb_typeof(criteria) = 'object' and pg_column_size(criteria) <= 4096),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.badges is 'Badges: global (company_id null) or of one company.';

create unique index badges_scope_name_key on public.badges (company_id, lower(name)) nulls not distinct;

create trigger badges_set_updated_at
  before update on public.badges
  for each row execute function private.set_updated_at();

create table public.employee_badges (
  employee_id uuid not null,
  badge_id uuid not null references public.badges (id) on delete cascade,
  -- Always the employee's company (set by a trigger); clients may omit it.
  company_id uuid not null references public.companies (id) on delete cascade,
  awarded_at timestamptz not null default now(),
  awarded_by uuid default auth.uid() references public.users (id) on delete set null,
  reason text check (char_length(reason) <= 500),
  primary key (employee_id, badge_id),
  constraint employee_badges_employee_fkey foreign key (company_id, employee_id)
    references public.employees (company_id, id) on delete cascade
);
comment on table public.employee_badges is 'Badges earned by employees.';

create index employee_badges_badge_idx on public.employee_badges (badge_id);
create index employee_badges_company_awarded_idx on public.employee_badges (company_id, awarded_at desc);
create index employee_badges_awarded_by_idx on public.employee_badges (awarded_by);

create trigger employee_badges_inherit_company
  before insert or update of company_id, employee_id on public.employee_badges
  for each row execute function private.inherit_company_id('employees', 'employee_id');

create trigger employee_badges_company_scope
  before insert or update of badge_id, employee_id on public.employee_badges
  for each row execute function private.enforce_company_scope('badges', 'badge_id', 'employees', 'employee_id');
