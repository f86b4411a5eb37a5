-- What the local auth service (local-stack/auth) needs beyond 00-platform.sql, named as GoTrue names it.
-- Idempotent: safe to run on every start.

-- How each session was signed in (the JWT's `amr` claim), so a refreshed token keeps its methods.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- One live token of each kind per user: a new mail replaces the previous code.
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

create index if not exists flow_state_user_id_idx on auth.flow_state (user_id, authentication_method, created_at desc);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
