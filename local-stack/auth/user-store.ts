/** auth.users and auth.identities rows, read and written the way GoTrue shapes them. */
import { isDataException, unexpectedFailure } from './auth-error.ts';
import type { Db } from './auth-deps.ts';
import type { JsonObject } from './request-body.ts';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
}

const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.invited_at,
  u.confirmation_sent_at, u.recovery_sent_at, u.email_change, u.email_change_sent_at, u.last_sign_in_at,
  u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at, u.phone, u.phone_confirmed_at,
  u.confirmed_at, u.banned_until, u.deleted_at, u.is_anonymous,
  coalesce((select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id), '[]') as identities`;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1`, [id]);
  return rows[0];
}

/** Password accounts only (SSO users share addresses, as in GoTrue). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where lower(u.email) = $1 and not u.is_sso_user`,
    [email.toLowerCase()],
  );
  return rows[0];
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from auth.users where lower(email) = $1 and not is_sso_user and id is distinct from $2',
    [email.toLowerCase(), exceptUserId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  invited?: boolean;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
}

/**
 * Inserts the user and its `email` identity as GoTrue does: identity data {sub, email, email_verified,
 * phone_verified} is also merged into user_metadata. The project's trigger on auth.users builds the profile.
 */
export async function insertEmailUser(db: Db, user: NewUser): Promise<string> {
  try {
    return await insertUserAndIdentity(db, user);
  } catch (err) {
    // GoTrue's answer when the insert (or a project trigger on auth.users) fails.
    if ((err as { code?: unknown }).code && !isDataException(err)) throw unexpectedFailure('Database error saving new user');
    throw err;
  }
}

async function insertUserAndIdentity(db: Db, user: NewUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated', $1::text, $2::text,
            case when $3::boolean then now() end, case when $4::boolean then now() end,
            $5::jsonb, $6::jsonb || jsonb_build_object('sub', new_id::text, 'email', $1::text,
              'email_verified', $3::boolean, 'phone_verified', false),
            now(), now()
       from (select gen_random_uuid() as new_id) g
     returning id`,
    [
      user.email,
      user.passwordHash,
      user.emailConfirmed,
      user.invited ?? false,
      JSON.stringify({ ...user.appMetadata, provider: 'email', providers: ['email'] }),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = rows[0].id;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean,
             'phone_verified', false), 'email', now(), now(), now())`,
    [id, user.email, user.emailConfirmed],
  );
  return id;
}

/** Columns a caller may set through updateUser, with the SQL that sets them. */
export interface UserPatch {
  email?: string;
  encrypted_password?: string | null;
  email_confirmed_at?: 'now' | null;
  confirmation_sent_at?: 'now';
  recovery_sent_at?: 'now';
  email_change?: string;
  email_change_sent_at?: 'now' | null;
  last_sign_in_at?: 'now';
  banned_until?: Date | null;
  deleted_at?: 'now';
  /** Merged into the stored object; keys set to null are removed (GoTrue's UpdateUserMetaData). */
  merge_user_meta_data?: JsonObject;
  merge_app_meta_data?: JsonObject;
  replace_user_meta_data?: JsonObject;
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [id];
  const param = (value: unknown) => `$${values.push(value)}`;
  for (const [column, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (column === 'merge_user_meta_data' || column === 'merge_app_meta_data') {
      const target = column === 'merge_user_meta_data' ? 'raw_user_meta_data' : 'raw_app_meta_data';
      const json = param(JSON.stringify(value));
      sets.push(
        `${target} = (coalesce(${target}, '{}'::jsonb) || ${json}::jsonb)` +
          ` - array(select key from jsonb_each(${json}::jsonb) where value = 'null'::jsonb)`,
      );
    } else if (column === 'replace_user_meta_data') {
      sets.push(`raw_user_meta_data = ${param(JSON.stringify(value))}::jsonb`);
    } else if (value === 'now') {
      sets.push(`${column} = now()`);
    } else {
      sets.push(`${column} = ${param(value)}`);
    }
  }
  await db.query(`update auth.users set ${sets.join(', ')} where id = $1`, values);
}

/** Marks the address verified in the identity and in user_metadata, as GoTrue does on confirmation. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await db.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'
      where id = $1 and raw_user_meta_data ? 'email_verified'`,
    [userId],
  );
}

/**
 * A new address: moves to the user, the identity and user_metadata. `confirmed` when the change was
 * verified through the new mailbox (or made by an admin who asked for it).
 */
export async function applyEmailChange(db: Db, userId: string, newEmail: string, confirmed: boolean): Promise<void> {
  await db.query(
    `update auth.users set email = $2::text, email_change = '', email_change_sent_at = null,
            email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
            updated_at = now(),
            raw_user_meta_data = case when raw_user_meta_data ? 'email'
              then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end
      where id = $1`,
    [userId, newEmail, confirmed],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
}

export async function touchSignIn(db: Db, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await db.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [userId]);
}
