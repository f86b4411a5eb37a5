-- Early-access sign-in without accounts: one-time e-mail codes, opaque early-access tokens (session
-- and magic link) and a small rate limiter, all kept in the `private` schema that the API never exposes.
-- Nothing secret is stored in clear: codes are HMAC-SHA-256 hashes made by the edge functions (with a
-- pepper the database never sees), tokens are SHA-256 hashes.
-- The edge functions reach these tables only through the service-role RPCs of the next migration;
-- the app reaches them only through the token RPCs of 20261122000920.

create schema if not exists private;

create table private.verification_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and char_length(email) between 3 and 320),
  -- hex HMAC-SHA-256 of "<email>:<code>"; the 6 digits themselves are never stored.
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts between 0 and 5),
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table private.verification_codes is
  'One-time early-access login codes (hashed). Only the newest code of an e-mail is ever accepted.';
create index verification_codes_email_created_idx on private.verification_codes (email, created_at desc);

create table private.early_access_tokens (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.early_access_leads (id) on delete cascade,
  kind text not null check (kind in ('session', 'magic_link')),
  -- hex SHA-256 of the opaque token the holder keeps.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
comment on table private.early_access_tokens is
  'Early-access bearer tokens (hashed). They grant access to the early-access RPCs only, never to company data.';
create index early_access_tokens_lead_kind_idx on private.early_access_tokens (lead_id, kind, created_at desc);

create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null check (char_length(bucket) between 1 and 100),
  key text not null check (char_length(key) between 1 and 400),
  created_at timestamptz not null default now()
);
comment on table private.rate_limit_events is 'Sliding-window rate limiter: one row per allowed event.';
create index rate_limit_events_bucket_key_created_idx on private.rate_limit_events (bucket, key, created_at);
create index rate_limit_events_created_idx on private.rate_limit_events (created_at);

-- No policies: with row-level security on and no grants, only the security-definer RPCs
-- (owned by the migration role) can touch these rows.
alter table private.verification_codes enable row level security;
alter table private.early_access_tokens enable row level security;
alter table private.rate_limit_events enable row level security;

revoke all on table private.verification_codes, private.early_access_tokens, private.rate_limit_events
  from public, anon, authenticated, service_role;
