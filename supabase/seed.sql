-- LXERA demo world. Loaded once into a fresh database (local stack, `supabase db reset`); safe to run
-- again: every row has a fixed or derived id and conflicts are skipped.
--
-- Demo accounts (password: demo-password), fixed ids:
--   00000000-0000-4000-8000-000000000001  super@lxera.test   super_admin                Sofia Reyes
--   00000000-0000-4000-8000-000000000002  admin@acme.test    company_admin of Acme      Daniel Carter
--   00000000-0000-4000-8000-000000000003  learner@acme.test  learner at Acme            Priya Natarajan
--   00000000-0000-4000-8000-000000000004  admin@globex.test  company_admin of Globex    Hannah Becker
-- Early-access lead without an account: lead@lxera.test (status waitlisted).
--
-- Companies, fixed ids:
--   11111111-1111-4111-8111-111111111111  Acme Corporation  (slug acme)
--   22222222-2222-4222-8222-222222222222  Globex            (slug globex)
--   33333333-3333-4333-8333-333333333333  Initech           (slug initech)
--
-- Every other id is pg_temp.seed_id('<kind>:<natural key>'), e.g. seed_id('employee:learner@acme.test'),
-- seed_id('course:acme-typescript'), seed_id('job:acme-completed').

create or replace function pg_temp.seed_id(label text) returns uuid
language sql immutable as $$ select md5('lxera-seed:' || label)::uuid $$;

-- A stable pseudo-random number in [0, n) for a label, so the demo world is the same on every machine.
create or replace function pg_temp.pick(label text, n integer) returns integer
language sql immutable as $$ select abs(hashtext(label)) % n $$;

-- Companies ---------------------------------------------------------------------------------------
insert into public.companies (id, name, slug, industry, size, country, plan, created_at) values
  ('11111111-1111-4111-8111-111111111111', 'Acme Corporation', 'acme', 'Manufacturing', '1001-5000', 'United States', 'enterprise', now() - interval '180 days'),
  ('22222222-2222-4222-8222-222222222222', 'Globex', 'globex', 'Energy', '501-1000', 'Germany', 'growth', now() - interval '120 days'),
  ('33333333-3333-4333-8333-333333333333', 'Initech', 'initech', 'Software', '51-200', 'United States', 'trial', now() - interval '30 days')
on conflict (id) do nothing;

-- Demo accounts (GoTrue-shaped rows; the trigger on auth.users creates their profiles) ----------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
       extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now(),
       '', '', '', '',
       jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', a.role)
         || coalesce(jsonb_build_object('company_id', a.company_id), '{}'::jsonb),
       jsonb_build_object('full_name', a.full_name),
       now() - interval '90 days', now()
  from (values
    ('00000000-0000-4000-8000-000000000001'::uuid, 'super@lxera.test', 'super_admin', null::uuid, 'Sofia Reyes'),
    ('00000000-0000-4000-8000-000000000002', 'admin@acme.test', 'company_admin', '11111111-1111-4111-8111-111111111111', 'Daniel Carter'),
    ('00000000-0000-4000-8000-000000000003', 'learner@acme.test', 'learner', '11111111-1111-4111-8111-111111111111', 'Priya Natarajan'),
    ('00000000-0000-4000-8000-000000000004', 'admin@globex.test', 'company_admin', '22222222-2222-4222-8222-222222222222', 'Hannah Becker')
  ) as a (id, email, role, company_id, full_name)
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), u.created_at, now()
  from auth.users u
 where u.id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004')
on conflict (provider_id, provider) do nothing;

update public.users u
   set position = p.position
  from (values
    ('00000000-0000-4000-8000-000000000001'::uuid, 'Platform Operations Lead'),
    ('00000000-0000-4000-8000-000000000002', 'Director of Learning & Development'),
    ('00000000-0000-4000-8000-000000000003', 'Software Engineer'),
    ('00000000-0000-4000-8000-000000000004', 'Head of People')
  ) as p (id, position)
 where u.id = p.id and u.position is null;

-- Departments -------------------------------------------------------------------------------------
insert into public.departments (id, company_id, name, description)
select pg_temp.seed_id('department:' || c.slug || ':' || d.name), c.id, d.name, d.description
  from (values
    ('acme', 'Engineering', 'Builds and runs the Roadrunner logistics platform.'),
    ('acme', 'Product', 'Discovers what to build next and why.'),
    ('acme', 'Data & Analytics', 'Reporting, forecasting and experimentation.'),
    ('acme', 'Sales', 'New business and account growth across North America.'),
    ('acme', 'People & Culture', 'Hiring, learning and development, employee experience.'),
    ('acme', 'Operations', 'Warehousing, fulfilment and workplace safety.'),
    ('globex', 'Engineering', 'Control software for hydro and grid systems.'),
    ('globex', 'Customer Success', 'Onboarding and retention of utility customers.'),
    ('globex', 'Finance', 'Planning, reporting and controlling.'),
    ('globex', 'Marketing', 'Brand, content and demand generation.'),
    ('globex', 'People', 'People operations and development.'),
    ('initech', 'Engineering', 'Banking software maintenance.'),
    ('initech', 'Support', 'Customer support and the help desk.'),
    ('initech', 'Management', 'Team leads and division management.')
  ) as d (company_slug, name, description)
  join public.companies c on c.slug = d.company_slug
on conflict (id) do nothing;

-- Skills taxonomy: global skills ---------------------------------------------------------------------
insert into public.skills (id, company_id, name, category, description)
select pg_temp.seed_id('skill:global:' || s.name), null, s.name, s.category, s.description
  from (values
    ('TypeScript', 'technical', 'Typed JavaScript for large codebases.'),
    ('JavaScript', 'technical', 'The language of the web platform.'),
    ('React', 'technical', 'Component-based user interfaces.'),
    ('Node.js', 'technical', 'Server-side JavaScript services.'),
    ('Python', 'technical', 'General-purpose programming for services and data work.'),
    ('Java', 'technical', 'JVM services and enterprise applications.'),
    ('SQL', 'technical', 'Querying and modelling relational data.'),
    ('Git', 'technical', 'Version control and collaborative workflows.'),
    ('Automated Testing', 'technical', 'Unit, integration and end-to-end tests.'),
    ('API Design', 'technical', 'Designing clear, stable HTTP and RPC interfaces.'),
    ('System Design', 'technical', 'Architecting scalable, reliable systems.'),
    ('Cloud Architecture', 'technical', 'Designing for managed cloud services.'),
    ('CI/CD', 'technical', 'Continuous integration and delivery pipelines.'),
    ('Security Fundamentals', 'technical', 'Threat modelling and secure coding basics.'),
    ('Code Review', 'technical', 'Reviewing changes for correctness and clarity.'),
    ('Troubleshooting', 'technical', 'Systematic diagnosis of technical problems.'),
    ('Docker', 'technical', 'Building and running containers.'),
    ('Kubernetes', 'technical', 'Orchestrating containerised workloads.'),
    ('Data Analysis', 'data', 'Turning raw data into answers.'),
    ('Data Visualization', 'data', 'Charts and dashboards that inform decisions.'),
    ('Statistics', 'data', 'Descriptive and inferential statistics.'),
    ('Machine Learning Fundamentals', 'data', 'Core ML concepts and model evaluation.'),
    ('Spreadsheets', 'data', 'Modelling and analysis in spreadsheets.'),
    ('Data Governance', 'data', 'Ownership, quality and lifecycle of data.'),
    ('Storytelling with Data', 'data', 'Explaining findings to non-specialists.'),
    ('Experiment Design', 'data', 'A/B tests and controlled experiments.'),
    ('People Management', 'leadership', 'Leading a team day to day.'),
    ('Coaching', 'leadership', 'Helping others find their own solutions.'),
    ('Mentoring', 'leadership', 'Sharing experience to grow others.'),
    ('Strategic Planning', 'leadership', 'Setting direction and priorities.'),
    ('Delegation', 'leadership', 'Handing over work with clarity and trust.'),
    ('Change Management', 'leadership', 'Guiding people through organisational change.'),
    ('Decision Making', 'leadership', 'Making sound decisions under uncertainty.'),
    ('Feedback Delivery', 'leadership', 'Giving specific, actionable feedback.'),
    ('Hiring & Interviewing', 'leadership', 'Structured, fair hiring.'),
    ('Written Communication', 'communication', 'Clear, concise writing.'),
    ('Presentation Skills', 'communication', 'Presenting with structure and confidence.'),
    ('Active Listening', 'communication', 'Understanding before responding.'),
    ('Negotiation', 'communication', 'Reaching agreements that hold.'),
    ('Conflict Resolution', 'communication', 'Turning disagreement into progress.'),
    ('Stakeholder Management', 'communication', 'Aligning people with different interests.'),
    ('Facilitation', 'communication', 'Running productive meetings and workshops.'),
    ('Cross-cultural Communication', 'communication', 'Working well across cultures and time zones.'),
    ('Product Discovery', 'product', 'Finding problems worth solving.'),
    ('Roadmapping', 'product', 'Communicating direction over time.'),
    ('User Research', 'product', 'Interviews, usability tests and synthesis.'),
    ('Prioritisation', 'product', 'Choosing what not to do.'),
    ('Product Analytics', 'product', 'Measuring adoption, retention and outcomes.'),
    ('Requirements Writing', 'product', 'Specifications engineers can build from.'),
    ('UX Design', 'design', 'Designing usable flows and interfaces.'),
    ('Prototyping', 'design', 'Testing ideas quickly with prototypes.'),
    ('Accessibility', 'design', 'Products everyone can use (WCAG).'),
    ('Visual Design', 'design', 'Layout, typography and colour.'),
    ('Instructional Design', 'design', 'Designing effective learning experiences.'),
    ('Consultative Selling', 'business', 'Selling by understanding customer problems.'),
    ('CRM Hygiene', 'business', 'Keeping pipeline data accurate and useful.'),
    ('Customer Onboarding', 'business', 'Getting new customers to value quickly.'),
    ('Content Strategy', 'business', 'Planning content that serves the audience.'),
    ('SEO', 'business', 'Being found through search engines.'),
    ('Copywriting', 'business', 'Persuasive writing for marketing.'),
    ('Financial Modelling', 'business', 'Building driver-based financial models.'),
    ('Budgeting', 'business', 'Planning and tracking budgets.'),
    ('Project Management', 'business', 'Planning and delivering projects.'),
    ('Business Acumen', 'business', 'Understanding how the business makes money.'),
    ('Data Privacy (GDPR)', 'compliance', 'Handling personal data lawfully.'),
    ('Information Security Awareness', 'compliance', 'Phishing, passwords and safe handling of information.'),
    ('Anti-Bribery & Corruption', 'compliance', 'Recognising and refusing improper payments.'),
    ('Employment Law', 'compliance', 'Employment rights and obligations.'),
    ('Regulatory Compliance', 'compliance', 'Meeting industry regulations.'),
    ('Workplace Safety', 'compliance', 'Safe working practices and incident reporting.'),
    ('Code of Conduct', 'compliance', 'Acting with integrity at work.'),
    ('Process Improvement', 'operations', 'Finding and removing waste in processes.'),
    ('Lean Six Sigma', 'operations', 'Data-driven process quality.'),
    ('Supply Chain Basics', 'operations', 'How goods flow from supplier to customer.'),
    ('Vendor Management', 'operations', 'Selecting and managing suppliers.'),
    ('Time Management', 'operations', 'Planning one''s own work effectively.')
  ) as s (name, category, description)
on conflict (id) do nothing;

-- Company-specific skills
insert into public.skills (id, company_id, name, category, description)
select pg_temp.seed_id('skill:' || c.slug || ':' || s.name), c.id, s.name, s.category, s.description
  from (values
    ('acme', 'Forklift Certification', 'compliance', 'Acme''s internal certification for warehouse vehicles.'),
    ('acme', 'Acme Product Line', 'business', 'Knowledge of Acme''s catalogue, from anvils to rocket skates.'),
    ('acme', 'Roadrunner Platform', 'technical', 'Acme''s in-house logistics platform.'),
    ('globex', 'Hydro Control Systems', 'technical', 'Globex turbine and grid control software.'),
    ('globex', 'Globex Sales Playbook', 'business', 'How Globex sells to municipal utilities.'),
    ('initech', 'TPS Reporting', 'operations', 'Initech''s testing procedure status reports.')
  ) as s (company_slug, name, category, description)
  join public.companies c on c.slug = s.company_slug
on conflict (id) do nothing;

-- Lookup of a skill by name: the company's own skill first, else the global one.
create or replace function pg_temp.skill_id(p_company_slug text, p_name text) returns uuid
language sql stable as $$
  select s.id
    from public.skills s
    left join public.companies c on c.id = s.company_id
   where s.name = p_name and (s.company_id is null or c.slug = p_company_slug)
   order by s.company_id nulls last
   limit 1
$$;

-- Positions and the skills they require ------------------------------------------------------------
create temporary table seed_positions (company_slug text, title text, department text, level text, description text, skills text);
insert into seed_positions values
  ('acme', 'Software Engineer', 'Engineering', 'mid', 'Builds features of the Roadrunner platform end to end.',
   'TypeScript:3, React:3, SQL:3, Git:3, Automated Testing:3, Code Review:2, Roadrunner Platform:2'),
  ('acme', 'Senior Software Engineer', 'Engineering', 'senior', 'Leads technical design and mentors engineers.',
   'TypeScript:4, System Design:4, Cloud Architecture:3, Code Review:4, Mentoring:3, Roadrunner Platform:3'),
  ('acme', 'Engineering Manager', 'Engineering', 'manager', 'Leads the engineering team and its delivery.',
   'People Management:4, Coaching:4, Strategic Planning:3, System Design:3, Stakeholder Management:3, Hiring & Interviewing:3'),
  ('acme', 'Product Manager', 'Product', 'mid', 'Owns discovery and the roadmap of a product area.',
   'Product Discovery:4, Roadmapping:4, User Research:3, Data Analysis:3, Stakeholder Management:4, Prioritisation:3'),
  ('acme', 'Data Analyst', 'Data & Analytics', 'mid', 'Answers business questions with data.',
   'SQL:4, Data Visualization:4, Statistics:3, Python:3, Storytelling with Data:3'),
  ('acme', 'Account Executive', 'Sales', 'mid', 'Wins and grows accounts.',
   'Negotiation:4, Consultative Selling:4, CRM Hygiene:3, Presentation Skills:3, Acme Product Line:3'),
  ('acme', 'HR Business Partner', 'People & Culture', 'senior', 'Partners with leaders on people topics.',
   'Employment Law:3, Coaching:4, Conflict Resolution:4, Change Management:3'),
  ('acme', 'Director of Learning & Development', 'People & Culture', 'director', 'Owns the learning strategy of Acme.',
   'Instructional Design:4, Change Management:4, Strategic Planning:4, Coaching:4, Data Analysis:2'),
  ('acme', 'Operations Coordinator', 'Operations', 'junior', 'Keeps the warehouse running safely.',
   'Process Improvement:3, Workplace Safety:4, Forklift Certification:3, Project Management:2'),
  ('globex', 'Backend Engineer', 'Engineering', 'mid', 'Builds services for grid control.',
   'Python:3, SQL:3, Cloud Architecture:3, Automated Testing:3, API Design:3, Hydro Control Systems:2'),
  ('globex', 'Customer Success Manager', 'Customer Success', 'mid', 'Gets utilities to value and keeps them.',
   'Active Listening:4, Customer Onboarding:4, Written Communication:3, CRM Hygiene:3, Globex Sales Playbook:2'),
  ('globex', 'Financial Analyst', 'Finance', 'mid', 'Planning, forecasting and reporting.',
   'Financial Modelling:4, Data Analysis:3, Spreadsheets:4, Regulatory Compliance:3'),
  ('globex', 'Marketing Specialist', 'Marketing', 'junior', 'Content and campaigns.',
   'Content Strategy:3, SEO:3, Copywriting:3, Data Analysis:2'),
  ('globex', 'Head of People', 'People', 'director', 'Leads people operations and development.',
   'People Management:4, Change Management:4, Employment Law:3, Instructional Design:3'),
  ('globex', 'People Partner', 'People', 'mid', 'Supports teams on people topics.',
   'Coaching:3, Conflict Resolution:3, Employment Law:3'),
  ('initech', 'Software Developer', 'Engineering', 'mid', 'Maintains the banking platform.',
   'Java:3, SQL:3, Automated Testing:2, Git:3, TPS Reporting:2'),
  ('initech', 'Support Specialist', 'Support', 'junior', 'Answers customer tickets.',
   'Active Listening:3, Written Communication:3, Troubleshooting:3'),
  ('initech', 'Team Lead', 'Management', 'lead', 'Leads a team of developers or specialists.',
   'People Management:3, Delegation:3, Feedback Delivery:3, TPS Reporting:3');

insert into public.positions (id, company_id, title, department_id, level, description)
select pg_temp.seed_id('position:' || p.company_slug || ':' || p.title), c.id, p.title,
       pg_temp.seed_id('department:' || p.company_slug || ':' || p.department), p.level, p.description
  from seed_positions p
  join public.companies c on c.slug = p.company_slug
on conflict (id) do nothing;

insert into public.position_skills (position_id, skill_id, required_level, is_mandatory)
select pg_temp.seed_id('position:' || p.company_slug || ':' || p.title),
       pg_temp.skill_id(p.company_slug, btrim(split_part(item, ':', 1))),
       split_part(item, ':', 2)::smallint,
       -- The last listed skill of a position is a nice-to-have.
       ordinality < cardinality(string_to_array(p.skills, ','))
  from seed_positions p,
       unnest(string_to_array(p.skills, ',')) with ordinality as item
on conflict (position_id, skill_id) do nothing;

-- Employees (44) ----------------------------------------------------------------------------------
create temporary table seed_employees (
  company_slug text, email text, full_name text, department text, position_title text,
  manager_email text, status text, hired_at date, user_id uuid
);
insert into seed_employees values
  ('acme', 'omar.haddad@acme.test', 'Omar Haddad', 'Engineering', 'Engineering Manager', null, 'active', '2018-03-12', null),
  ('acme', 'lena.fischer@acme.test', 'Lena Fischer', 'Engineering', 'Senior Software Engineer', 'omar.haddad@acme.test', 'active', '2019-06-03', null),
  ('acme', 'marcus.johnson@acme.test', 'Marcus Johnson', 'Engineering', 'Senior Software Engineer', 'omar.haddad@acme.test', 'active', '2020-01-20', null),
  ('acme', 'learner@acme.test', 'Priya Natarajan', 'Engineering', 'Software Engineer', 'lena.fischer@acme.test', 'active', '2023-02-01', '00000000-0000-4000-8000-000000000003'),
  ('acme', 'tomas.alvarez@acme.test', 'Tomás Alvarez', 'Engineering', 'Software Engineer', 'lena.fischer@acme.test', 'active', '2022-09-15', null),
  ('acme', 'aisha.bello@acme.test', 'Aisha Bello', 'Engineering', 'Software Engineer', 'marcus.johnson@acme.test', 'active', '2021-11-08', null),
  ('acme', 'kenji.watanabe@acme.test', 'Kenji Watanabe', 'Engineering', 'Software Engineer', 'marcus.johnson@acme.test', 'active', '2024-04-22', null),
  ('acme', 'emily.davis@acme.test', 'Emily Davis', 'Engineering', 'Software Engineer', 'omar.haddad@acme.test', 'invited', null, null),
  ('acme', 'sarah.mitchell@acme.test', 'Sarah Mitchell', 'Product', 'Product Manager', null, 'active', '2019-10-01', null),
  ('acme', 'ravi.menon@acme.test', 'Ravi Menon', 'Product', 'Product Manager', 'sarah.mitchell@acme.test', 'active', '2022-05-16', null),
  ('acme', 'chloe.martin@acme.test', 'Chloé Martin', 'Data & Analytics', 'Data Analyst', null, 'active', '2020-07-06', null),
  ('acme', 'samuel.okafor@acme.test', 'Samuel Okafor', 'Data & Analytics', 'Data Analyst', 'chloe.martin@acme.test', 'active', '2023-08-28', null),
  ('acme', 'jessica.brown@acme.test', 'Jessica Brown', 'Sales', 'Account Executive', null, 'active', '2017-02-13', null),
  ('acme', 'ethan.walker@acme.test', 'Ethan Walker', 'Sales', 'Account Executive', 'jessica.brown@acme.test', 'active', '2021-03-29', null),
  ('acme', 'isabella.rossi@acme.test', 'Isabella Rossi', 'Sales', 'Account Executive', 'jessica.brown@acme.test', 'active', '2022-01-10', null),
  ('acme', 'admin@acme.test', 'Daniel Carter', 'People & Culture', 'Director of Learning & Development', null, 'active', '2016-09-05', '00000000-0000-4000-8000-000000000002'),
  ('acme', 'grace.kim@acme.test', 'Grace Kim', 'People & Culture', 'HR Business Partner', 'admin@acme.test', 'active', '2020-11-02', null),
  ('acme', 'victor.petrov@acme.test', 'Victor Petrov', 'Operations', 'Operations Coordinator', null, 'active', '2015-05-18', null),
  ('acme', 'fatima.zahra@acme.test', 'Fatima Zahra', 'Operations', 'Operations Coordinator', 'victor.petrov@acme.test', 'active', '2023-06-12', null),
  ('acme', 'noah.schmidt@acme.test', 'Noah Schmidt', 'Operations', 'Operations Coordinator', 'victor.petrov@acme.test', 'on_leave', '2021-08-30', null),
  ('globex', 'admin@globex.test', 'Hannah Becker', 'People', 'Head of People', null, 'active', '2018-01-15', '00000000-0000-4000-8000-000000000004'),
  ('globex', 'paul.meyer@globex.test', 'Paul Meyer', 'People', 'People Partner', 'admin@globex.test', 'active', '2022-03-01', null),
  ('globex', 'jonas.weber@globex.test', 'Jonas Weber', 'Engineering', 'Backend Engineer', null, 'active', '2017-09-04', null),
  ('globex', 'mia.schneider@globex.test', 'Mia Schneider', 'Engineering', 'Backend Engineer', 'jonas.weber@globex.test', 'active', '2021-02-15', null),
  ('globex', 'lukas.hoffmann@globex.test', 'Lukas Hoffmann', 'Engineering', 'Backend Engineer', 'jonas.weber@globex.test', 'active', '2022-10-03', null),
  ('globex', 'sofia.costa@globex.test', 'Sofia Costa', 'Engineering', 'Backend Engineer', 'jonas.weber@globex.test', 'active', '2024-01-08', null),
  ('globex', 'olivia.turner@globex.test', 'Olivia Turner', 'Customer Success', 'Customer Success Manager', null, 'active', '2019-04-23', null),
  ('globex', 'liam.obrien@globex.test', 'Liam O''Brien', 'Customer Success', 'Customer Success Manager', 'olivia.turner@globex.test', 'active', '2022-06-20', null),
  ('globex', 'zoe.clarke@globex.test', 'Zoe Clarke', 'Customer Success', 'Customer Success Manager', 'olivia.turner@globex.test', 'active', '2023-09-11', null),
  ('globex', 'felix.wagner@globex.test', 'Felix Wagner', 'Finance', 'Financial Analyst', null, 'active', '2016-11-14', null),
  ('globex', 'anna.kowalski@globex.test', 'Anna Kowalski', 'Finance', 'Financial Analyst', 'felix.wagner@globex.test', 'active', '2021-05-17', null),
  ('globex', 'julia.santos@globex.test', 'Julia Santos', 'Marketing', 'Marketing Specialist', null, 'active', '2020-02-24', null),
  ('globex', 'matteo.bianchi@globex.test', 'Matteo Bianchi', 'Marketing', 'Marketing Specialist', 'julia.santos@globex.test', 'active', '2023-03-06', null),
  ('globex', 'nora.lindqvist@globex.test', 'Nora Lindqvist', 'Marketing', 'Marketing Specialist', 'julia.santos@globex.test', 'on_leave', '2022-12-05', null),
  ('initech', 'bill.lumbergh@initech.test', 'Bill Lumbergh', 'Management', 'Team Lead', null, 'active', '2012-04-02', null),
  ('initech', 'dom.portwood@initech.test', 'Dom Portwood', 'Management', 'Team Lead', null, 'active', '2014-08-18', null),
  ('initech', 'peter.gibbons@initech.test', 'Peter Gibbons', 'Engineering', 'Software Developer', 'bill.lumbergh@initech.test', 'active', '2019-01-07', null),
  ('initech', 'michael.bolton@initech.test', 'Michael Bolton', 'Engineering', 'Software Developer', 'bill.lumbergh@initech.test', 'active', '2019-03-11', null),
  ('initech', 'samir.nagheenanajar@initech.test', 'Samir Nagheenanajar', 'Engineering', 'Software Developer', 'bill.lumbergh@initech.test', 'active', '2019-03-11', null),
  ('initech', 'nina.patel@initech.test', 'Nina Patel', 'Engineering', 'Software Developer', 'bill.lumbergh@initech.test', 'active', '2024-02-19', null),
  ('initech', 'joanna.reyes@initech.test', 'Joanna Reyes', 'Support', 'Support Specialist', 'dom.portwood@initech.test', 'active', '2021-07-26', null),
  ('initech', 'lisa.chen@initech.test', 'Lisa Chen', 'Support', 'Support Specialist', 'dom.portwood@initech.test', 'active', '2023-10-09', null),
  ('initech', 'milton.waddams@initech.test', 'Milton Waddams', 'Support', 'Support Specialist', 'dom.portwood@initech.test', 'on_leave', '2008-06-30', null),
  ('initech', 'tom.smykowski@initech.test', 'Tom Smykowski', 'Support', 'Support Specialist', 'dom.portwood@initech.test', 'terminated', '2010-02-01', null);

-- Foreign keys are checked at the end of the statement, so managers may come after their reports.
insert into public.employees (id, company_id, user_id, full_name, email, department_id, position_id, manager_id, status, hired_at)
select pg_temp.seed_id('employee:' || e.email), c.id, e.user_id, e.full_name, e.email,
       pg_temp.seed_id('department:' || e.company_slug || ':' || e.department),
       pg_temp.seed_id('position:' || e.company_slug || ':' || e.position_title),
       case when e.manager_email is not null then pg_temp.seed_id('employee:' || e.manager_email) end,
       e.status, e.hired_at
  from seed_employees e
  join public.companies c on c.slug = e.company_slug
on conflict (id) do nothing;

-- Skill levels: every employee is assessed on the skills of their position, spread around the target
-- level (some gaps, some strengths), from varied sources.
insert into public.employee_skills (employee_id, skill_id, level, source, assessed_at, assessed_by, notes)
select e.id, ps.skill_id,
       greatest(0, least(5, ps.required_level + pg_temp.pick(e.email || s.name, 4) - 2))::smallint,
       (array['self_assessment', 'manager_review', 'cv_analysis', 'course_completion', 'assessment'])[1 + pg_temp.pick(s.name || e.email, 5)],
       now() - make_interval(days => 3 + pg_temp.pick('assessed:' || e.email || s.name, 150)),
       null,
       null
  from public.employees e
  join public.position_skills ps on ps.position_id = e.position_id
  join public.skills s on s.id = ps.skill_id
 where e.status <> 'invited'
on conflict (employee_id, skill_id) do nothing;

-- Priya's own picture: strong in TypeScript, growing in system design and SQL.
insert into public.employee_skills (employee_id, skill_id, level, source, assessed_at, notes)
values
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.skill_id('acme', 'TypeScript'), 4, 'assessment', now() - interval '20 days', 'Scored 88% on the TypeScript assessment.'),
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.skill_id('acme', 'System Design'), 2, 'manager_review', now() - interval '35 days', 'Ready to lead a small design review.'),
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.skill_id('acme', 'SQL'), 2, 'self_assessment', now() - interval '12 days', null),
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.skill_id('acme', 'Data Privacy (GDPR)'), 3, 'course_completion', now() - interval '25 days', 'Completed Data Privacy Essentials.')
on conflict (employee_id, skill_id) do update set level = excluded.level, source = excluded.source,
  assessed_at = excluded.assessed_at, notes = excluded.notes;

-- Course generation jobs (Acme): one completed, one failed ------------------------------------------
insert into public.course_generation_jobs (
  id, company_id, created_by, status, progress_percentage, employee_ids, options, total_employees,
  processed_employees, successful_courses, failed_courses, current_phase, current_employee_name,
  error_message, results, created_at, updated_at, started_at, completed_at
) values (
  pg_temp.seed_id('job:acme-completed'), '11111111-1111-4111-8111-111111111111', '00000000-0000-4000-8000-000000000002',
  'completed', 100,
  array[pg_temp.seed_id('employee:samuel.okafor@acme.test'), pg_temp.seed_id('employee:marcus.johnson@acme.test')],
  '{"focus": "skill_gaps", "difficulty": "adaptive", "modules_per_course": 3, "include_quizzes": true}',
  2, 2, 2, 0, 'Completed', null, null,
  jsonb_build_array(
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:samuel.okafor@acme.test'), 'employee_name', 'Samuel Okafor',
      'status', 'completed', 'course_id', pg_temp.seed_id('course:acme-sql'), 'course_title', 'SQL for Data-Driven Decisions'),
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:marcus.johnson@acme.test'), 'employee_name', 'Marcus Johnson',
      'status', 'completed', 'course_id', pg_temp.seed_id('course:acme-system-design'), 'course_title', 'System Design Foundations')
  ),
  now() - interval '14 days', now() - interval '14 days' + interval '6 minutes',
  now() - interval '14 days' + interval '5 seconds', now() - interval '14 days' + interval '6 minutes'
), (
  pg_temp.seed_id('job:acme-failed'), '11111111-1111-4111-8111-111111111111', '00000000-0000-4000-8000-000000000002',
  'failed', 100,
  array[pg_temp.seed_id('employee:ethan.walker@acme.test'), pg_temp.seed_id('employee:isabella.rossi@acme.test'),
        pg_temp.seed_id('employee:jessica.brown@acme.test'), pg_temp.seed_id('employee:grace.kim@acme.test')],
  '{"focus": "skill_gaps", "difficulty": "adaptive", "modules_per_course": 3, "include_quizzes": true}',
  4, 4, 1, 3, 'Failed', 'Grace Kim',
  'The course generator stopped after repeated rate-limit errors from the AI provider (429). 3 of 4 courses could not be generated; retry the failed employees later.',
  jsonb_build_array(
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:ethan.walker@acme.test'), 'employee_name', 'Ethan Walker',
      'status', 'completed', 'course_id', pg_temp.seed_id('course:acme-negotiation'), 'course_title', 'Negotiation Masterclass'),
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:isabella.rossi@acme.test'), 'employee_name', 'Isabella Rossi',
      'status', 'failed', 'error', 'The generated outline did not match the course schema.'),
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:jessica.brown@acme.test'), 'employee_name', 'Jessica Brown',
      'status', 'failed', 'error', 'AI provider rate limit exceeded (429).'),
    jsonb_build_object('employee_id', pg_temp.seed_id('employee:grace.kim@acme.test'), 'employee_name', 'Grace Kim',
      'status', 'failed', 'error', 'AI provider rate limit exceeded (429).')
  ),
  now() - interval '8 days', now() - interval '8 days' + interval '9 minutes',
  now() - interval '8 days' + interval '4 seconds', now() - interval '8 days' + interval '9 minutes'
)
on conflict (id) do nothing;

-- Courses -----------------------------------------------------------------------------------------
create temporary table seed_courses (
  key text, company_slug text, title text, description text, status text, origin text, job_key text,
  difficulty text, minutes integer, created_days_ago integer, skills text
);
insert into seed_courses values
  ('acme-typescript', 'acme', 'TypeScript Fundamentals for Product Teams',
   'Types, narrowing and generics through examples from the Roadrunner codebase: write code your teammates can change safely.',
   'published', 'authored', null, 'intermediate', 90, 60, 'TypeScript:3, Automated Testing:2'),
  ('acme-feedback', 'acme', 'Giving and Receiving Feedback',
   'A practical model for specific, kind and useful feedback, and for hearing feedback without getting defensive.',
   'published', 'authored', null, 'beginner', 45, 75, 'Feedback Delivery:3, Active Listening:3'),
  ('acme-gdpr', 'acme', 'Data Privacy Essentials (GDPR)',
   'What personal data is, the six lawful bases, and what to do when something goes wrong. Mandatory for all staff.',
   'published', 'authored', null, 'beginner', 30, 90, 'Data Privacy (GDPR):3, Information Security Awareness:2'),
  ('acme-sql', 'acme', 'SQL for Data-Driven Decisions',
   'From SELECT to window functions: answer real business questions from Acme''s order data.',
   'published', 'generated', 'acme-completed', 'intermediate', 60, 14, 'SQL:3, Data Analysis:3'),
  ('acme-system-design', 'acme', 'System Design Foundations',
   'Load, latency and failure: how to reason about systems before you build them.',
   'published', 'generated', 'acme-completed', 'advanced', 120, 14, 'System Design:4, Cloud Architecture:3'),
  ('acme-negotiation', 'acme', 'Negotiation Masterclass',
   'Preparing, anchoring and closing: negotiation techniques for account executives.',
   'draft', 'generated', 'acme-failed', 'advanced', 50, 8, 'Negotiation:4, Consultative Selling:3'),
  ('acme-safety', 'acme', 'Warehouse Safety Refresher 2025',
   'The yearly refresher on safe vehicle operation and incident reporting. Replaced by the 2026 edition.',
   'archived', 'authored', null, 'beginner', 20, 170, 'Workplace Safety:3, Forklift Certification:3'),
  ('globex-onboarding', 'globex', 'Customer Onboarding Excellence',
   'Take a new utility customer from signed contract to first value in 30 days.',
   'published', 'authored', null, 'intermediate', 40, 45, 'Customer Onboarding:4, Active Listening:3'),
  ('globex-finance', 'globex', 'Financial Modelling Basics',
   'Driver-based models that finance and operations both trust.',
   'draft', 'authored', null, 'intermediate', 35, 5, 'Financial Modelling:3, Spreadsheets:3'),
  ('initech-support', 'initech', 'Writing Clear Support Replies',
   'Replies that solve the problem in one message: structure, tone and templates.',
   'published', 'authored', null, 'beginner', 25, 20, 'Written Communication:3, Active Listening:3');

insert into public.courses (
  id, company_id, title, description, status, origin, generation_job_id, difficulty, estimated_minutes,
  created_by, published_at, created_at, updated_at
)
select pg_temp.seed_id('course:' || k.key), c.id, k.title, k.description, k.status, k.origin,
       case when k.job_key is not null then pg_temp.seed_id('job:' || k.job_key) end,
       k.difficulty, k.minutes,
       case k.company_slug
         when 'acme' then '00000000-0000-4000-8000-000000000002'::uuid
         when 'globex' then '00000000-0000-4000-8000-000000000004'::uuid
       end,
       case when k.status <> 'draft' then now() - make_interval(days => k.created_days_ago - 1) end,
       now() - make_interval(days => k.created_days_ago),
       now() - make_interval(days => greatest(k.created_days_ago - 2, 0))
  from seed_courses k
  join public.companies c on c.slug = k.company_slug
on conflict (id) do nothing;

insert into public.course_skills (course_id, skill_id, target_level)
select pg_temp.seed_id('course:' || k.key),
       pg_temp.skill_id(k.company_slug, btrim(split_part(item, ':', 1))),
       split_part(item, ':', 2)::smallint
  from seed_courses k, unnest(string_to_array(k.skills, ',')) as item
on conflict (course_id, skill_id) do nothing;

-- Modules, in order, with a short lesson and a small quiz ------------------------------------------
create temporary table seed_modules (course_key text, position integer, title text, summary text, minutes integer, content text, quiz jsonb);
insert into seed_modules values
  ('acme-typescript', 1, 'Why types pay off', 'How types turn runtime surprises into editor hints.', 20,
$md$# Why types pay off

Most production incidents in a JavaScript codebase start with a value that is not what the code expected:
`undefined` where an order was expected, a string where a number was expected.

TypeScript moves these surprises to the moment you type the code:

- **Contracts between modules** become explicit: a function says what it accepts and what it returns.
- **Refactors become safe**: rename a field and the compiler lists every place that must change.
- **Editors become smarter**: completion and inline documentation come from the types.

> Types are documentation that cannot go stale, because the build fails when they do.
$md$,
   '[{"question": "When does TypeScript report a type error?", "options": ["At compile time, before the code runs", "Only in production", "Only in unit tests"], "answer_index": 0},
     {"question": "Which benefit do types give during a refactor?", "options": ["Faster network calls", "A list of every place that must change", "Smaller bundles"], "answer_index": 1}]'),
  ('acme-typescript', 2, 'Narrowing and union types', 'Model states precisely and let the compiler check every case.', 25,
$md$# Narrowing and union types

A shipment is `pending`, `in_transit` or `delivered`, never two at once. Model it as a union:

```ts
type Shipment =
  | { status: 'pending' }
  | { status: 'in_transit'; carrier: string }
  | { status: 'delivered'; deliveredAt: Date };
```

Checking `shipment.status` *narrows* the type: inside `if (shipment.status === 'delivered')` the compiler
knows `deliveredAt` exists. Add a `never` check in the `default` branch of a switch and forgetting a new
status becomes a compile error instead of a bug.
$md$,
   '[{"question": "What does checking shipment.status === ''delivered'' do?", "options": ["Converts the value", "Narrows the type so deliveredAt is available", "Throws if the status differs"], "answer_index": 1}]'),
  ('acme-typescript', 3, 'Generics without fear', 'Reusable functions that keep their types.', 25,
$md$# Generics without fear

A generic is a type parameter: a placeholder the caller fills in.

```ts
function first<T>(items: T[]): T | undefined {
  return items[0];
}
```

`first(orders)` returns `Order | undefined`; `first(skus)` returns `string | undefined`. Use generics when
the *relationship* between inputs and outputs matters; if a function works with one concrete type, a
generic only adds noise.
$md$,
   '[{"question": "When is a generic the right tool?", "options": ["Always", "When the relationship between input and output types matters", "Never in application code"], "answer_index": 1}]'),
  ('acme-typescript', 4, 'Testing typed code', 'What tests still need to cover when the compiler checks types.', 20,
$md$# Testing typed code

Types prove that values have the right *shape*; tests prove that the code does the right *thing*.

1. Test behaviour at module boundaries, not private helpers.
2. Use factories that return fully typed objects, so tests break when the model changes.
3. Keep a few tests for invalid input arriving from outside (API responses, CSV uploads): the compiler
   cannot see those.
$md$,
   '[{"question": "What do types NOT prove?", "options": ["That values have the right shape", "That the code does the right thing", "That a field exists"], "answer_index": 1}]'),

  ('acme-feedback', 1, 'What makes feedback useful', 'Specific, timely and about behaviour.', 15,
$md$# What makes feedback useful

Useful feedback is **specific** (one situation), **timely** (within days, not months) and about
**behaviour** (what someone did), not personality (who someone is).

Compare:

- "You're not a team player." (vague, about the person)
- "In Tuesday's planning you interrupted Aisha twice; she didn't get to finish her estimate." (specific)
$md$,
   '[{"question": "Which statement is specific feedback?", "options": ["You are careless.", "In yesterday''s release notes two ticket links were broken.", "Try harder next time."], "answer_index": 1}]'),
  ('acme-feedback', 2, 'The SBI model', 'Situation, Behaviour, Impact.', 15,
$md$# The SBI model

Structure feedback in three parts:

- **Situation**: when and where. "In this morning's customer call..."
- **Behaviour**: what you observed. "...you summarised the three open issues before we closed..."
- **Impact**: what it caused. "...and the customer thanked us for the clarity."

SBI works for praise as well as for criticism. End with a question: "How did it look from your side?"
$md$,
   '[{"question": "What does the I in SBI stand for?", "options": ["Intention", "Impact", "Improvement"], "answer_index": 1}]'),
  ('acme-feedback', 3, 'Receiving feedback well', 'Listen, clarify, thank, decide.', 15,
$md$# Receiving feedback well

When feedback lands, our first reaction is often to explain. Try four steps instead:

1. **Listen** to the end without interrupting.
2. **Clarify** with a question: "Can you give me an example?"
3. **Thank** the person: feedback costs them effort.
4. **Decide** later what you will do with it; you do not have to agree on the spot.
$md$,
   '[{"question": "What is the first step when receiving feedback?", "options": ["Explain your reasons", "Listen to the end", "Agree immediately"], "answer_index": 1}]'),

  ('acme-gdpr', 1, 'What counts as personal data', 'Any information about an identifiable person.', 10,
$md$# What counts as personal data

Personal data is any information relating to an identified or identifiable person: names and e-mail
addresses, but also customer numbers, IP addresses and a photo of a delivery driver.

**Special categories** (health, religion, biometric data...) need extra protection. At Acme, HR and
occupational-health records fall into this group.
$md$,
   '[{"question": "Is a customer number personal data?", "options": ["Yes, if it can identify a person", "No, it is only a number", "Only if it is printed"], "answer_index": 0}]'),
  ('acme-gdpr', 2, 'Lawful bases and purpose', 'Why we may process data, and only for that.', 10,
$md$# Lawful bases and purpose

We may only process personal data with one of six lawful bases: consent, contract, legal obligation,
vital interests, public task or legitimate interests.

Data collected for one purpose (delivering an order) may not be reused for another (marketing) without a
new basis. Collect the minimum, keep it only as long as needed.
$md$,
   '[{"question": "How many lawful bases does the GDPR list?", "options": ["Three", "Six", "Ten"], "answer_index": 1}]'),
  ('acme-gdpr', 3, 'When something goes wrong', 'Recognise a breach and report it within the hour.', 10,
$md$# When something goes wrong

A personal-data breach is any loss, leak or unauthorised access: a laptop left on a train, an e-mail with
a spreadsheet sent to the wrong customer.

Report it to **privacy@acme.test** immediately, even if you are unsure. The company has 72 hours to
notify the regulator, and the clock starts when anyone at Acme becomes aware.
$md$,
   '[{"question": "How long does the company have to notify the regulator?", "options": ["24 hours", "72 hours", "30 days"], "answer_index": 1}]'),

  ('acme-sql', 1, 'Asking questions with SELECT', 'Filtering, sorting and limiting rows.', 20,
$md$# Asking questions with SELECT

```sql
select order_id, customer_name, total
  from orders
 where shipped_at >= date '2026-01-01'
 order by total desc
 limit 10;
```

Read it as a question: *which ten orders shipped this year were the largest?* Start every analysis by
writing the question in plain words first.
$md$,
   '[{"question": "Which clause sorts the result?", "options": ["WHERE", "ORDER BY", "LIMIT"], "answer_index": 1}]'),
  ('acme-sql', 2, 'Grouping and aggregates', 'Totals, averages and HAVING.', 20,
$md$# Grouping and aggregates

`group by` collapses rows into one row per group; aggregates summarise each group:

```sql
select region, count(*) as orders, round(avg(total), 2) as avg_total
  from orders
 group by region
having count(*) > 100;
```

`where` filters rows *before* grouping; `having` filters groups *after*.
$md$,
   '[{"question": "Which clause filters groups after aggregation?", "options": ["WHERE", "HAVING", "GROUP BY"], "answer_index": 1}]'),
  ('acme-sql', 3, 'Window functions', 'Running totals and rankings without losing rows.', 20,
$md$# Window functions

A window function computes across related rows *without* collapsing them:

```sql
select region, month, revenue,
       sum(revenue) over (partition by region order by month) as running_total
  from monthly_revenue;
```

Use `rank()` for leaderboards and `lag()` to compare a month with the previous one.
$md$,
   '[{"question": "What does a window function keep that GROUP BY does not?", "options": ["The individual rows", "Indexes", "NULL values"], "answer_index": 0}]'),

  ('acme-system-design', 1, 'Requirements and estimates', 'Back-of-the-envelope numbers before boxes and arrows.', 30,
$md$# Requirements and estimates

Before drawing boxes, write down:

- **Functional requirements**: what the system must do.
- **Non-functional requirements**: latency, availability, durability, cost.
- **Estimates**: requests per second, data per day, read/write ratio.

10 million shipments a day is ~115 writes per second on average; plan for 5-10x peaks.
$md$,
   '[{"question": "Roughly how many writes per second are 10 million per day?", "options": ["About 12", "About 115", "About 1,150"], "answer_index": 1}]'),
  ('acme-system-design', 2, 'Scaling reads and writes', 'Caches, replicas and partitioning.', 30,
$md$# Scaling reads and writes

- **Reads** scale with caches and read replicas. Decide what may be stale, and for how long.
- **Writes** scale by partitioning: split data by a key (customer, region) so each partition handles part
  of the load.
- Pick a partition key that spreads load evenly; a "hot" key undoes the benefit.
$md$,
   '[{"question": "What is the main risk of a poorly chosen partition key?", "options": ["Hot partitions", "Slower reads from cache", "Higher storage costs only"], "answer_index": 0}]'),
  ('acme-system-design', 3, 'Designing for failure', 'Timeouts, retries and idempotency.', 30,
$md$# Designing for failure

Everything fails eventually. Design for it:

1. **Timeouts** on every network call.
2. **Retries with backoff and jitter**, only for idempotent operations.
3. **Idempotency keys** so a retried "create shipment" does not create two.
4. **Circuit breakers** to stop hammering a dependency that is down.
$md$,
   '[{"question": "Which operations are safe to retry?", "options": ["Any operation", "Idempotent operations", "Only reads from caches"], "answer_index": 1}]'),
  ('acme-system-design', 4, 'Putting it together', 'A design review of the shipment tracking service.', 30,
$md$# Putting it together

Walk through the shipment tracking service: API gateway, a write path that stores events in a partitioned
log, a read path that serves the latest status from a cache, and a dashboard fed by a stream processor.

For each box, ask: what happens when it is slow? When it is down? When traffic doubles?
$md$,
   '[{"question": "Which question belongs in every design review?", "options": ["Which colour is the diagram?", "What happens when this component is down?", "Who wrote the code?"], "answer_index": 1}]'),

  ('acme-negotiation', 1, 'Preparation and BATNA', 'Know your walk-away point before you talk.', 15,
$md$# Preparation and BATNA

Your **BATNA** (best alternative to a negotiated agreement) sets your walk-away point. Write down yours and
estimate the customer's. The side with the stronger alternative has more room to hold firm.
$md$,
   '[{"question": "What does BATNA describe?", "options": ["Your opening offer", "Your best alternative if there is no deal", "The final price"], "answer_index": 1}]'),
  ('acme-negotiation', 2, 'Anchoring', 'The first number shapes the conversation.', 15,
$md$# Anchoring

The first number on the table becomes the reference point. Open with a well-reasoned, ambitious anchor and
explain the value behind it.
$md$,
   null),
  ('acme-negotiation', 3, 'Closing and concessions', 'Trade, never give.', 20,
$md$# Closing and concessions

Never give a concession for free: trade it ("If we extend payment terms, can you commit to a two-year
term?"). Summarise agreements in writing the same day.
$md$,
   null),

  ('acme-safety', 1, 'Safe vehicle operation', 'Pre-shift checks and right of way.', 10,
$md$# Safe vehicle operation

Before each shift: check brakes, horn, lights, forks and chains. Pedestrians always have right of way;
sound the horn at blind corners and never carry passengers.
$md$,
   '[{"question": "Who has right of way in the warehouse?", "options": ["Forklifts", "Pedestrians", "Whoever is faster"], "answer_index": 1}]'),
  ('acme-safety', 2, 'Reporting incidents', 'Near misses count too.', 10,
$md$# Reporting incidents

Report every incident **and every near miss** in the safety app before the end of the shift. Near-miss
reports are how we prevent the next accident; nobody is blamed for reporting.
$md$,
   '[{"question": "Should near misses be reported?", "options": ["Yes, always", "Only if someone was hurt", "Only monthly"], "answer_index": 0}]'),

  ('globex-onboarding', 1, 'The first 30 days', 'A plan that gets customers to value fast.', 15,
$md$# The first 30 days

Agree on **one measurable outcome** in the kickoff call (for a utility: first turbine dashboard live).
Plan backwards from it: data access in week 1, configuration in week 2, training in week 3, go-live in week 4.
$md$,
   '[{"question": "What should the kickoff call agree on?", "options": ["One measurable outcome", "The renewal price", "All feature requests"], "answer_index": 0}]'),
  ('globex-onboarding', 2, 'Kickoff calls that work', 'Roles, risks and the next step.', 15,
$md$# Kickoff calls that work

Leave every kickoff with three things written down: who owns what on both sides, the top three risks, and
the date of the next step. Send the summary within two hours.
$md$,
   '[{"question": "When should the kickoff summary be sent?", "options": ["Within two hours", "At the end of the month", "Only if asked"], "answer_index": 0}]'),
  ('globex-onboarding', 3, 'Handling escalations', 'Acknowledge, own, follow up.', 10,
$md$# Handling escalations

Acknowledge the problem within one hour, name one owner, and give a time for the next update even if you
have no answer yet. Silence is what turns an issue into an escalation.
$md$,
   null),

  ('globex-finance', 1, 'Drivers, not plugs', 'Model the causes, not the numbers.', 20,
$md$# Drivers, not plugs

Revenue is customers x usage x price, not a hard-coded number. Driver-based models explain themselves and
update when assumptions change.
$md$,
   null),
  ('globex-finance', 2, 'Scenarios and sensitivities', 'Best, base and worst case.', 15,
$md$# Scenarios and sensitivities

Keep assumptions on one sheet and switch scenarios with a single selector. Show which two drivers move the
result most.
$md$,
   null),

  ('initech-support', 1, 'Structure of a good reply', 'Answer first, then explain.', 15,
$md$# Structure of a good reply

1. Greet and restate the problem in one sentence.
2. Give the answer or the next step **first**.
3. Explain only as much as needed.
4. Say what happens next and when.
$md$,
   '[{"question": "What comes right after restating the problem?", "options": ["A long explanation", "The answer or next step", "A survey link"], "answer_index": 1}]'),
  ('initech-support', 2, 'Tone and empathy', 'Friendly, clear and human.', 10,
$md$# Tone and empathy

Acknowledge the impact on the customer ("I know this blocked your month-end run") before the fix. Avoid
blame and jargon; write as you would speak to a colleague.
$md$,
   '[{"question": "What should come before the fix?", "options": ["Acknowledging the impact", "Internal ticket numbers", "A disclaimer"], "answer_index": 0}]');

insert into public.course_modules (id, course_id, position, title, summary, content, quiz, estimated_minutes, created_at)
select pg_temp.seed_id('module:' || m.course_key || ':' || m.position), pg_temp.seed_id('course:' || m.course_key),
       m.position, m.title, m.summary, m.content, m.quiz, m.minutes,
       now() - make_interval(days => k.created_days_ago)
  from seed_modules m
  join seed_courses k on k.key = m.course_key
on conflict (id) do nothing;

-- Assignments and module progress -----------------------------------------------------------------
-- `done` modules are completed, `partial` adds one module in progress. Assignment status, percentage,
-- certificates and points follow from the progress rows through the database's own triggers.
create temporary table seed_assignments (course_key text, employee_email text, done integer, partial boolean, days_ago integer, due_in_days integer);

-- Priya (learner@acme.test): two in progress, one not started, three completed (one of an archived course).
insert into seed_assignments values
  ('acme-typescript', 'learner@acme.test', 2, true, 40, 10),
  ('acme-feedback', 'learner@acme.test', 3, false, 70, null),
  ('acme-gdpr', 'learner@acme.test', 3, false, 60, null),
  ('acme-sql', 'learner@acme.test', 1, true, 12, 20),
  ('acme-system-design', 'learner@acme.test', 0, false, 10, 30),
  ('acme-safety', 'learner@acme.test', 2, false, 160, null),
  ('acme-sql', 'samuel.okafor@acme.test', 3, false, 13, 15),
  ('acme-sql', 'chloe.martin@acme.test', 2, false, 13, 15),
  ('acme-sql', 'ravi.menon@acme.test', 1, true, 11, 20),
  ('acme-system-design', 'marcus.johnson@acme.test', 2, true, 13, 25),
  ('acme-system-design', 'lena.fischer@acme.test', 4, false, 13, 25),
  ('acme-safety', 'victor.petrov@acme.test', 2, false, 165, null),
  ('acme-safety', 'fatima.zahra@acme.test', 1, false, 120, null);

-- Everyone else at Acme has the mandatory privacy course, at various stages.
insert into seed_assignments
select 'acme-gdpr', e.email, pg_temp.pick('gdpr:' || e.email, 4), pg_temp.pick('gdpr-partial:' || e.email, 2) = 1,
       30 + pg_temp.pick('gdpr-days:' || e.email, 50), case when pg_temp.pick('gdpr-due:' || e.email, 3) > 0 then 14 end
  from seed_employees e
 where e.company_slug = 'acme' and e.status = 'active' and e.email <> 'learner@acme.test';

-- Engineers take TypeScript; people leads take feedback.
insert into seed_assignments
select 'acme-typescript', e.email, pg_temp.pick('ts:' || e.email, 5), pg_temp.pick('ts-partial:' || e.email, 2) = 1,
       20 + pg_temp.pick('ts-days:' || e.email, 30), 21
  from seed_employees e
 where e.position_title in ('Software Engineer', 'Senior Software Engineer') and e.status = 'active'
   and e.email <> 'learner@acme.test';

insert into seed_assignments
select 'acme-feedback', e.email, pg_temp.pick('fb:' || e.email, 4), pg_temp.pick('fb-partial:' || e.email, 2) = 1,
       25 + pg_temp.pick('fb-days:' || e.email, 40), null
  from seed_employees e
 where e.company_slug = 'acme' and e.status = 'active'
   and e.email in (select manager_email from seed_employees where manager_email is not null)
   and e.email <> 'admin@acme.test';

insert into seed_assignments
select 'globex-onboarding', e.email, pg_temp.pick('onb:' || e.email, 4), pg_temp.pick('onb-partial:' || e.email, 2) = 1,
       15 + pg_temp.pick('onb-days:' || e.email, 25), 30
  from seed_employees e
 where e.company_slug = 'globex' and e.status = 'active' and e.department in ('Customer Success', 'People');

insert into seed_assignments
select 'initech-support', e.email, pg_temp.pick('sup:' || e.email, 3), false,
       5 + pg_temp.pick('sup-days:' || e.email, 12), 14
  from seed_employees e
 where e.company_slug = 'initech' and e.status = 'active' and (e.department = 'Support' or e.email = 'dom.portwood@initech.test');

insert into public.course_assignments (id, company_id, course_id, employee_id, assigned_by, due_date, created_at, updated_at)
select pg_temp.seed_id('assignment:' || a.course_key || ':' || a.employee_email), c.company_id, c.id,
       pg_temp.seed_id('employee:' || a.employee_email),
       case k.company_slug
         when 'acme' then '00000000-0000-4000-8000-000000000002'::uuid
         when 'globex' then '00000000-0000-4000-8000-000000000004'::uuid
       end,
       case when a.due_in_days is not null then current_date + a.due_in_days end,
       now() - make_interval(days => a.days_ago), now() - make_interval(days => a.days_ago)
  from seed_assignments a
  join seed_courses k on k.key = a.course_key
  join public.courses c on c.id = pg_temp.seed_id('course:' || a.course_key)
on conflict (course_id, employee_id) do nothing;

-- Module k of n is started k/(n+1) of the way between assignment and today.
insert into public.module_progress (
  id, assignment_id, module_id, status, score, time_spent_seconds, started_at, completed_at, created_at, updated_at
)
select pg_temp.seed_id('progress:' || a.course_key || ':' || a.employee_email || ':' || m.position),
       pg_temp.seed_id('assignment:' || a.course_key || ':' || a.employee_email),
       pg_temp.seed_id('module:' || a.course_key || ':' || m.position),
       case when m.position <= a.done then 'completed' else 'in_progress' end,
       case when m.position <= a.done and m.quiz is not null then 60 + pg_temp.pick('score:' || a.employee_email || m.title, 41) end,
       case when m.position <= a.done then m.minutes * 60 + pg_temp.pick('time:' || a.employee_email || m.title, 600)
            else pg_temp.pick('time:' || a.employee_email || m.title, 400) end,
       t.started_at,
       case when m.position <= a.done then t.started_at + interval '25 minutes' end,
       t.started_at,
       t.started_at + case when m.position <= a.done then interval '25 minutes' else interval '10 minutes' end
  from seed_assignments a
  join seed_modules m on m.course_key = a.course_key
  cross join lateral (
    select now() - make_interval(days => a.days_ago)
           + (make_interval(days => a.days_ago) * m.position / ((select count(*) from seed_modules x where x.course_key = a.course_key) + 1))
           as started_at
  ) t
 where m.position <= a.done or (a.partial and m.position = a.done + 1)
on conflict (assignment_id, module_id) do nothing;

-- Badges ------------------------------------------------------------------------------------------
insert into public.badges (id, company_id, name, description, icon, points, criteria)
select pg_temp.seed_id('badge:' || coalesce(b.company_slug, 'global') || ':' || b.name), c.id, b.name, b.description, b.icon, b.points, b.criteria::jsonb
  from (values
    (null, 'First Steps', 'Completed a first module.', 'footprints', 10, '{"event": "module_completed", "count": 1}'),
    (null, 'Course Finisher', 'Completed a whole course.', 'graduation-cap', 50, '{"event": "course_completed", "count": 1}'),
    (null, 'Quiz Whiz', 'Scored 90% or more on five quizzes.', 'brain', 25, '{"event": "module_completed", "min_score": 90, "count": 5}'),
    (null, 'Week Streak', 'Learned something seven days in a row.', 'flame', 30, '{"streak_days": 7}'),
    (null, 'Skill Builder', 'Raised a skill level through learning.', 'trending-up', 40, '{"event": "skill_assessed", "source": "course_completion"}'),
    (null, 'Compliance Champion', 'Completed every mandatory compliance course on time.', 'shield-check', 20, '{"category": "compliance"}'),
    ('acme', 'Safety First', 'Completed the warehouse safety refresher.', 'hard-hat', 15, '{"course": "Warehouse Safety Refresher 2025"}'),
    ('globex', 'Customer Hero', 'Praised by a customer after onboarding.', 'heart-handshake', 30, '{}')
  ) as b (company_slug, name, description, icon, points, criteria)
  left join public.companies c on c.slug = b.company_slug
on conflict (id) do nothing;

-- Awarded from what the seeded progress earned.
insert into public.employee_badges (employee_id, badge_id, company_id, awarded_at, awarded_by, reason)
select distinct on (e.employee_id) e.employee_id, pg_temp.seed_id('badge:global:First Steps'), e.company_id,
       e.occurred_at, null::uuid, 'Completed a first module.'
  from public.learning_events e
 where e.event_type = 'module_completed'
 order by e.employee_id, e.occurred_at
on conflict (employee_id, badge_id) do nothing;

insert into public.employee_badges (employee_id, badge_id, company_id, awarded_at, awarded_by, reason)
select distinct on (cert.employee_id) cert.employee_id, pg_temp.seed_id('badge:global:Course Finisher'), cert.company_id,
       cert.issued_at, null::uuid, 'Completed a whole course.'
  from public.certificates cert
 order by cert.employee_id, cert.issued_at
on conflict (employee_id, badge_id) do nothing;

insert into public.employee_badges (employee_id, badge_id, company_id, awarded_at, awarded_by, reason)
select cert.employee_id, pg_temp.seed_id('badge:global:Compliance Champion'), cert.company_id, cert.issued_at, null::uuid,
       'Completed Data Privacy Essentials on time.'
  from public.certificates cert
 where cert.course_id = pg_temp.seed_id('course:acme-gdpr')
on conflict (employee_id, badge_id) do nothing;

insert into public.employee_badges (employee_id, badge_id, company_id, awarded_at, awarded_by, reason) values
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.seed_id('badge:acme:Safety First'), '11111111-1111-4111-8111-111111111111',
   now() - interval '150 days', '00000000-0000-4000-8000-000000000002', 'Completed the warehouse safety refresher.'),
  (pg_temp.seed_id('employee:learner@acme.test'), pg_temp.seed_id('badge:global:Week Streak'), '11111111-1111-4111-8111-111111111111',
   now() - interval '9 days', null, 'Learned seven days in a row.'),
  (pg_temp.seed_id('employee:liam.obrien@globex.test'), pg_temp.seed_id('badge:globex:Customer Hero'), '22222222-2222-4222-8222-222222222222',
   now() - interval '6 days', '00000000-0000-4000-8000-000000000004', 'Stadtwerke Nord praised the onboarding in their QBR.')
on conflict (employee_id, badge_id) do nothing;

-- Points for the badges, plus streak bonuses and skill assessments (module and course points already
-- came from the progress triggers).
insert into public.learning_events (id, company_id, employee_id, user_id, event_type, points, metadata, occurred_at)
select pg_temp.seed_id('event:badge:' || eb.employee_id || ':' || eb.badge_id), eb.company_id, eb.employee_id, e.user_id,
       'badge_earned', b.points, jsonb_build_object('badge_id', b.id, 'badge_name', b.name), eb.awarded_at
  from public.employee_badges eb
  join public.badges b on b.id = eb.badge_id
  join public.employees e on e.id = eb.employee_id
on conflict (id) do nothing;

insert into public.learning_events (id, company_id, employee_id, user_id, event_type, points, metadata, occurred_at)
select pg_temp.seed_id('event:streak:' || e.email || ':' || n), e.company_id, e.id, e.user_id, 'streak_bonus', 15,
       jsonb_build_object('streak_days', 7 * n), now() - make_interval(days => 30 - 7 * n)
  from public.employees e
  cross join generate_series(1, 3) as n
 where e.email in ('learner@acme.test', 'lena.fischer@acme.test', 'samuel.okafor@acme.test', 'zoe.clarke@globex.test')
on conflict (id) do nothing;

insert into public.learning_events (id, company_id, employee_id, user_id, event_type, points, metadata, occurred_at)
select pg_temp.seed_id('event:skill:' || e.email), e.company_id, e.id, e.user_id, 'skill_assessed', 5,
       jsonb_build_object('skill', 'TypeScript', 'level', 4, 'source', 'assessment'), now() - interval '20 days'
  from public.employees e
 where e.email = 'learner@acme.test'
on conflict (id) do nothing;

-- Tickets: every type in every status ----------------------------------------------------------------
create temporary table seed_tickets (
  n integer, ticket_type text, status text, priority text, first_name text, last_name text, email text,
  company text, job_title text, phone text, company_size text, country text, message text, source text,
  notes text, hours_ago integer, category text, steps text, expected text, actual text,
  budget_range text, timeline text, use_case text, referral_source text
);
insert into seed_tickets values
  (1, 'demo_request', 'new', 'medium', 'Maria', 'Gonzalez', 'maria.gonzalez@northwind.test', 'Northwind Traders', 'Head of L&D', '+1 415 555 0142', '201-500', 'United States',
   'We are evaluating learning platforms for about 300 warehouse and office staff and would love to see the AI course generation.', 'Hero Section', null, 20, null, null, null, null, null, null, null, null),
  (2, 'demo_request', 'in_progress', 'high', 'Kwame', 'Mensah', 'kwame.mensah@stark-industries.test', 'Stark Industries', 'VP People', '+44 20 7946 0958', '5000+', 'United Kingdom',
   'Looking for a reskilling platform for our engineering division (2,000 people). Interested in skills-gap analytics.', 'Video End CTA', 'Demo booked for Thursday 15:00 UTC.', 70, null, null, null, null, null, null, null, null),
  (3, 'demo_request', 'resolved', 'medium', 'Yuki', 'Tanaka', 'yuki.tanaka@tyrell.test', 'Tyrell Corporation', 'Learning Program Manager', null, '1001-5000', 'Japan',
   'Can the platform run in Japanese and English side by side?', 'Pricing Page', 'Demo held; proposal sent with localisation roadmap.', 290, null, null, null, null, null, null, null, null),
  (4, 'demo_request', 'closed', 'low', 'Lars', 'Nilsson', 'lars@nilsson-bygg.test', 'Nilsson Bygg', 'Owner', null, '1-10', 'Sweden',
   'Small construction firm, curious about safety training.', 'Hero Section', 'Too small for current plans; added to the newsletter.', 600, null, null, null, null, null, null, null, null),
  (5, 'demo_request', 'new', 'high', 'Amelia', 'Brooks', 'amelia.brooks@wayne-enterprises.test', 'Wayne Enterprises', 'Chief Learning Officer', '+1 212 555 0199', '5000+', 'United States',
   null, 'Mobile Hero', null, 3, null, null, null, null, null, null, null, null),
  (6, 'contact_sales', 'new', 'high', 'Diego', 'Fernández', 'diego.fernandez@cyberdyne.test', 'Cyberdyne Systems', 'Procurement Lead', '+34 91 555 0123', '1001-5000', 'Spain',
   'We need a quote for 400 seats with SSO and a data processing agreement.', 'Pricing Page', null, 30, null, null, null, null,
   '€50k-€100k per year', 'Next quarter', 'Reskilling 400 engineers to cloud-native development.', null),
  (7, 'contact_sales', 'in_progress', 'medium', 'Wei', 'Chen', 'wei.chen@soylent.test', 'Soylent Corp', 'HR Director', null, '501-1000', 'Singapore',
   'Compliance training with proof of completion for auditors is our top priority.', 'Contact Page', 'Security questionnaire sent; waiting for their IT review.', 140, null, null, null, null,
   '$20k-$50k per year', '3-6 months', 'Compliance training with audit-ready certificates.', null),
  (8, 'contact_sales', 'resolved', 'medium', 'Emma', 'Laurent', 'emma.laurent@initrode.test', 'Initrode', 'Operations Manager', '+33 1 55 55 01 23', '201-500', 'France',
   'Interested in the growth plan for our operations team.', 'Pricing Page', 'Signed the growth plan.', 400, null, null, null, null,
   '$10k-$20k per year', 'This month', 'Onboarding and upskilling for warehouse supervisors.', null),
  (9, 'contact_sales', 'closed', 'low', 'Oliver', 'Grant', 'oliver.grant@hooli.test', 'Hooli', 'Engineering Director', null, '5000+', 'United States',
   'Do you offer on-premise deployment?', 'Contact Page', 'Decided to build in-house.', 700, null, null, null, null,
   'Not decided', '6-12 months', 'Internal engineering academy.', null),
  (10, 'early_access', 'new', 'medium', 'Sipho', 'Dlamini', 'sipho@umbrella-health.test', 'Umbrella Health', 'Clinical Educator', null, '51-200', 'South Africa',
   'We onboard 20 nurses a month and want them productive faster.', 'early_access_form', null, 10, null, null, null, null,
   null, null, 'Faster onboarding of new nurses.', 'LinkedIn'),
  (11, 'early_access', 'in_progress', 'medium', 'Hana', 'Novák', 'hana.novak@vandelay.test', 'Vandelay Industries', 'Team Lead', null, '11-50', 'Czechia',
   'A colleague recommended LXERA for our import/export team.', 'early_access_form', 'Checking fit with the 11-50 pilot group.', 96, null, null, null, null,
   null, null, 'Upskilling a small import/export team.', 'Colleague'),
  (12, 'early_access', 'resolved', 'medium', 'Raj', 'Patel', 'raj.patel@contoso.test', 'Contoso', 'Head of Talent', null, '1001-5000', 'India',
   'Saw the talk at HR Tech; we want to pilot with one department.', 'lower_cta', 'Approved for early access.', 500, null, null, null, null,
   null, null, 'Pilot with the finance department.', 'Conference talk'),
  (13, 'early_access', 'closed', 'low', 'Test', 'Tester', 'test@mailinator.test', null, null, null, null, null,
   'test test test', 'early_access_form', 'Spam.', 800, null, null, null, null, null, null, null, 'Other'),
  (14, 'bug_report', 'new', 'high', 'Daniel', 'Carter', 'admin@acme.test', 'Acme Corporation', 'company_admin', null, null, null,
   E'Export button does nothing\n\nClicking Export on the employees page shows no file and no error.', 'Platform Dashboard', null, 5, 'User Interface',
   'Open Employees, click Export', 'A CSV file downloads', 'Nothing happens', null, null, null, null),
  (15, 'bug_report', 'in_progress', 'urgent', 'Hannah', 'Becker', 'admin@globex.test', 'Globex', 'company_admin', null, null, null,
   E'Course generation stuck at 40%\n\nThe progress card stopped moving for 20 minutes while generating for the Finance team.', 'Platform Dashboard', 'Worker restarted; investigating the queue.', 26, 'Data Processing',
   'Start generation for 6 employees of Finance', 'Progress reaches 100%', 'Stops at 40% with no error', null, null, null, null),
  (16, 'bug_report', 'resolved', 'medium', 'Priya', 'Natarajan', 'learner@acme.test', 'Acme Corporation', 'learner', null, null, null,
   E'Quiz answers reset on refresh\n\nIf I refresh the module page my selected quiz answers are gone.', 'Platform Dashboard', 'Answers are now kept per module.', 200, 'User Interface',
   'Answer two questions, refresh the page', 'Answers are kept', 'Answers are cleared', null, null, null, null),
  (17, 'bug_report', 'closed', 'low', 'Daniel', 'Carter', 'admin@acme.test', 'Acme Corporation', 'company_admin', null, null, null,
   E'Typo on the skills page\n\n"Proficency" should be "Proficiency".', 'Platform Dashboard', 'Fixed in release 2026.11.', 450, 'User Interface',
   'Open Skills', 'Correct spelling', 'Proficency', null, null, null, null),
  (18, 'bug_report', 'new', 'medium', 'Hannah', 'Becker', 'admin@globex.test', 'Globex', 'company_admin', null, null, null,
   E'Signed out after password reset\n\nAfter resetting my password I am signed out on every new page.', 'Platform Dashboard', null, 8, 'Authentication',
   'Reset password, sign in, open two pages', 'Stay signed in', 'Signed out on the second page', null, null, null, null),
  (19, 'feature_request', 'new', 'medium', 'Daniel', 'Carter', 'admin@acme.test', 'Acme Corporation', 'company_admin', null, null, null,
   E'Bulk assign courses by department\n\nI would like to assign a course to everyone in a department in one step.', 'Platform Dashboard', null, 48, 'Course Management',
   null, null, null, null, null, null, null),
  (20, 'feature_request', 'in_progress', 'high', 'Hannah', 'Becker', 'admin@globex.test', 'Globex', 'company_admin', null, null, null,
   E'Export the skills gap report\n\nOur works council needs the gap report as CSV each quarter.', 'Platform Dashboard', 'Scheduled for the next sprint.', 180, 'Reporting',
   null, null, null, null, null, null, null),
  (21, 'feature_request', 'resolved', 'low', 'Priya', 'Natarajan', 'learner@acme.test', 'Acme Corporation', 'learner', null, null, null,
   E'Dark mode in the course reader\n\nReading modules at night is hard on the eyes.', 'Platform Dashboard', 'Shipped with the theme switcher.', 520, 'Dashboard',
   null, null, null, null, null, null, null),
  (22, 'feature_request', 'closed', 'medium', 'Hannah', 'Becker', 'admin@globex.test', 'Globex', 'company_admin', null, null, null,
   E'SAP SuccessFactors integration\n\nSync employees and positions from SuccessFactors.', 'Platform Dashboard', 'Planned for 2027; tracked on the integrations roadmap.', 650, 'Integration',
   null, null, null, null, null, null, null),
  (23, 'general_feedback', 'new', 'low', 'Priya', 'Natarajan', 'learner@acme.test', 'Acme Corporation', 'learner', null, null, null,
   E'Loving the SQL course\n\nThe window functions module finally made it click for me.', 'Platform Dashboard', null, 12, 'User Experience',
   null, null, null, null, null, null, null),
  (24, 'general_feedback', 'in_progress', 'medium', 'Daniel', 'Carter', 'admin@acme.test', 'Acme Corporation', 'company_admin', null, null, null,
   E'Onboarding checklist\n\nThe Add Team Members page could explain the CSV columns better.', 'Platform Dashboard', 'Drafting a help article.', 120, 'Documentation',
   null, null, null, null, null, null, null),
  (25, 'general_feedback', 'resolved', 'low', 'Hannah', 'Becker', 'admin@globex.test', 'Globex', 'company_admin', null, null, null,
   E'Quick support\n\nThanks for fixing our import issue within the hour.', 'Platform Dashboard', 'Thanked the team.', 300, 'Support',
   null, null, null, null, null, null, null),
  (26, 'general_feedback', 'closed', 'medium', 'Daniel', 'Carter', 'admin@acme.test', 'Acme Corporation', 'company_admin', null, null, null,
   E'Dashboard slow on Monday mornings\n\nThe analytics page takes a few seconds when everyone logs in.', 'Platform Dashboard', 'Cached the analytics queries.', 900, 'Performance',
   null, null, null, null, null, null, null);

insert into public.tickets (
  id, ticket_type, first_name, last_name, email, company, job_title, phone, company_size, country, message, source,
  status, priority, notes, processed_by, processed_at, submitted_at, metadata, budget_range, timeline, use_case,
  referral_source, submitted_by, updated_at
)
select pg_temp.seed_id('ticket:' || t.n), t.ticket_type, t.first_name, t.last_name, t.email, t.company, t.job_title, t.phone,
       t.company_size, t.country, t.message, t.source, t.status, t.priority, t.notes,
       case when t.status <> 'new' then '00000000-0000-4000-8000-000000000001'::uuid end,
       case when t.status <> 'new' then submitted.at + make_interval(hours => t.hours_ago / 3) end,
       submitted.at,
       case
         when t.ticket_type in ('bug_report', 'feature_request', 'general_feedback') then
           jsonb_build_object(
             'category', t.category, 'priority', t.priority, 'platform', 'web', 'submitted_from', 'dashboard',
             'user_agent', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
           ) || jsonb_strip_nulls(jsonb_build_object(
             'steps_to_reproduce', t.steps, 'expected_behavior', t.expected, 'actual_behavior', t.actual))
         else jsonb_build_object('referrer', 'https://lxera.test/', 'utm_source', 'website')
       end,
       t.budget_range, t.timeline, t.use_case, t.referral_source,
       u.id,
       submitted.at + case when t.status <> 'new' then make_interval(hours => t.hours_ago / 3) else interval '0' end
  from seed_tickets t
  cross join lateral (select now() - make_interval(hours => t.hours_ago) as at) submitted
  left join public.users u on u.email = t.email and t.ticket_type in ('bug_report', 'feature_request', 'general_feedback')
on conflict (id) do nothing;

-- Early-access leads in every status ----------------------------------------------------------------
insert into public.early_access_leads (
  id, email, full_name, company, company_size, job_role, use_case, referral_source, source,
  utm_source, utm_medium, utm_campaign, status, referral_code, referred_by, email_verified_at,
  profile_completed_at, created_at, updated_at
)
select pg_temp.seed_id('lead:' || l.email), l.email, l.full_name, l.company, l.company_size, l.job_role, l.use_case,
       l.referral_source, l.source, l.utm_source, l.utm_medium, l.utm_campaign, l.status, l.referral_code,
       case when l.referred_by is not null then pg_temp.seed_id('lead:' || l.referred_by) end,
       case when l.verified then now() - make_interval(days => l.days_ago) + interval '5 minutes' end,
       case when l.profile then now() - make_interval(days => l.days_ago) + interval '20 minutes' end,
       now() - make_interval(days => l.days_ago), now() - make_interval(days => greatest(l.days_ago - 1, 0))
  from (values
    ('lead@lxera.test', null, null, null, null, null, null, 'hero_section', 'linkedin', 'social', 'launch_2026',
     'waitlisted', 'LEADDEMO', null, false, false, 3),
    ('maria.gonzalez@northwind.test', 'Maria Gonzalez', 'Northwind Traders', '201-500', 'Head of L&D', 'Training 300 warehouse and office staff.', 'Search',
     'mobile_hero', 'google', 'cpc', 'early_access', 'waitlisted', 'NWIND300', null, true, true, 6),
    ('sipho@umbrella-health.test', 'Sipho Dlamini', 'Umbrella Health', '51-200', 'Clinical Educator', 'Faster onboarding of new nurses.', 'LinkedIn',
     'early_access_form', null, null, null, 'waitlisted', 'UMBRELLA7', null, true, true, 10),
    ('hana.novak@vandelay.test', 'Hana Novák', 'Vandelay Industries', '11-50', 'Team Lead', null, 'Colleague',
     'lower_cta', null, null, null, 'waitlisted', 'VANDELAY1', null, true, false, 4),
    ('raj.patel@contoso.test', 'Raj Patel', 'Contoso', '1001-5000', 'Head of Talent', 'Pilot with the finance department.', 'Conference talk',
     'hero_section', 'hrtech', 'event', 'hr_tech_2026', 'approved', 'CONTOSO21', null, true, true, 25),
    ('amelia.brooks@wayne-enterprises.test', 'Amelia Brooks', 'Wayne Enterprises', '5000+', 'Chief Learning Officer', 'Leadership academy for 1,200 managers.', 'Referral',
     'early_access_form', null, null, null, 'approved', 'WAYNE1200', 'raj.patel@contoso.test', true, true, 15),
    ('nadia.ali@kaizen-labs.test', 'Nadia Ali', 'Kaizen Labs', '51-200', 'COO', 'Continuous improvement training for operations.', 'Newsletter',
     'hero_section', 'newsletter', 'email', 'october_digest', 'onboarded', 'KAIZEN51', null, true, true, 60),
    ('omar.farouk@piedpiper.test', 'Omar Farouk', 'Pied Piper', '11-50', 'Engineering Manager', 'Upskilling engineers on distributed systems.', 'Colleague',
     'mobile_hero', null, null, null, 'onboarded', 'PIEDPIPER', 'nadia.ali@kaizen-labs.test', true, true, 45),
    ('test@mailinator.test', 'Test Tester', null, null, null, 'test', 'Other',
     'early_access_form', null, null, null, 'rejected', 'REJECT001', null, false, false, 33),
    ('bot@spam-domain.test', null, null, null, null, null, null,
     'hero_section', null, null, null, 'rejected', 'REJECT002', null, false, false, 40)
  ) as l (email, full_name, company, company_size, job_role, use_case, referral_source, source, utm_source, utm_medium,
          utm_campaign, status, referral_code, referred_by, verified, profile, days_ago)
on conflict (id) do nothing;

-- Temporary helpers end with the session anyway; drop them so a re-run in the same session starts clean.
drop table seed_positions, seed_employees, seed_courses, seed_modules, seed_assignments, seed_tickets;
