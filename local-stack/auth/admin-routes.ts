/**
 * The admin API for the service_role key: /admin/users (create, list, get, update, delete), /invite and
 * /admin/generate_link. Any other key gets 403 not_admin. Invite's `data` becomes user_metadata as in
 * GoTrue; role and company belong in app_metadata, which only createUser/updateUserById set.
 */
import type { Context, Hono } from 'hono';
import { emailExists, userNotFound } from './auth-error.ts';
import { withTransaction, type AuthDeps, type Db } from './auth-deps.ts';
import { bannedUntil } from './ban-duration.ts';
import { isUuid, requireAdmin } from './bearer-auth.ts';
import { normaliseEmail } from './email-address.ts';
import { registerGenerateLinkRoute } from './generate-link-route.ts';
import { issueMailedToken } from './mailed-token.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import { allowedRedirect } from './redirect-url.ts';
import { booleanField, objectField, readJsonObject, stringField, type JsonObject } from './request-body.ts';
import { endSessions } from './session-store.ts';
import { userJson } from './user-json.ts';
import {
  applyEmailChange,
  emailTaken,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  markEmailVerified,
  updateUser,
  type UserRow,
} from './user-store.ts';

const MAX_PER_PAGE = 1000;

export function registerAdminRoutes(app: Hono, deps: AuthDeps): void {
  const adminOnly = async (c: Context, next: () => Promise<void>) => {
    await requireAdmin(deps, c);
    await next();
  };
  app.use('/admin/*', adminOnly);
  app.use('/invite', adminOnly);

  app.post('/admin/users', async (c) => {
    const body = await readJsonObject(c);
    const email = normaliseEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    if (password) assertStrongPassword(password);
    const banDuration = stringField(body, 'ban_duration');
    const user = await withTransaction(deps.pool, async (db) => {
      if (await emailTaken(db, email)) throw emailExists();
      const userId = await insertEmailUser(db, {
        email,
        passwordHash: password ? await hashPassword(password) : null,
        emailConfirmed: booleanField(body, 'email_confirm', false),
        userMetadata: objectField(body, 'user_metadata') ?? {},
        appMetadata: objectField(body, 'app_metadata') ?? {},
      });
      if (banDuration) await updateUser(db, userId, { banned_until: bannedUntil(banDuration) });
      return findUserById(db, userId);
    });
    return c.json(userJson(user!));
  });

  app.get('/admin/users', async (c) => {
    const page = positiveInt(c.req.query('page'), 1);
    const perPage = Math.min(positiveInt(c.req.query('per_page'), 50), MAX_PER_PAGE);
    const { rows } = await deps.pool.query<{ id: string }>(
      'select id from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const total = Number((await deps.pool.query<{ n: string }>('select count(*) as n from auth.users')).rows[0].n);
    const users = await Promise.all(rows.map((row) => findUserById(deps.pool, row.id)));
    c.header('X-Total-Count', String(total));
    const link = paginationLink(page, perPage, total);
    if (link) c.header('Link', link);
    return c.json({ users: users.filter((u): u is UserRow => u !== undefined).map(userJson), aud: 'authenticated' });
  });

  app.get('/admin/users/:id', async (c) => c.json(userJson(await existingUser(deps.pool, c.req.param('id')))));

  app.put('/admin/users/:id', async (c) => {
    const body = await readJsonObject(c);
    const updated = await withTransaction(deps.pool, async (db) => {
      const user = await existingUser(db, c.req.param('id'));
      await applyAdminUpdate(db, user, body);
      return findUserById(db, user.id);
    });
    return c.json(userJson(updated!));
  });

  app.delete('/admin/users/:id', async (c) => {
    const body = await readJsonObject(c);
    const soft = booleanField(body, 'should_soft_delete', false);
    await withTransaction(deps.pool, async (db) => {
      const user = await existingUser(db, c.req.param('id'));
      if (soft) await softDelete(db, user);
      else await db.query('delete from auth.users where id = $1', [user.id]);
    });
    return c.json({});
  });

  app.post('/invite', async (c) => {
    const body = await readJsonObject(c);
    const email = normaliseEmail(stringField(body, 'email'));
    const data = objectField(body, 'data') ?? {};
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));
    const user = await withTransaction(deps.pool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing?.email_confirmed_at) throw emailExists();
      const userId =
        existing?.id ??
        (await insertEmailUser(db, { email, passwordHash: null, emailConfirmed: false, invited: true, userMetadata: data, appMetadata: {} }));
      if (existing) await db.query('update auth.users set invited_at = now() where id = $1', [userId]);
      await issueMailedToken(deps, db, { userId, type: 'invite', to: email, redirectTo, send: true, checkFrequency: false });
      return findUserById(db, userId);
    });
    return c.json(userJson(user!));
  });

  registerGenerateLinkRoute(app, deps);
}

async function existingUser(db: Db, id: string): Promise<UserRow> {
  const user = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!user) throw userNotFound();
  return user;
}

/** GoTrue's adminUserUpdate: metadata merges (null removes a key), password, address, confirmation, ban. */
async function applyAdminUpdate(db: Db, user: UserRow, body: JsonObject): Promise<void> {
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const password = stringField(body, 'password');
  const rawEmail = stringField(body, 'email');
  const banDuration = stringField(body, 'ban_duration');
  const confirm = booleanField(body, 'email_confirm', false);

  if (userMetadata) await updateUser(db, user.id, { merge_user_meta_data: userMetadata });
  if (appMetadata) await updateUser(db, user.id, { merge_app_meta_data: appMetadata });
  if (password) {
    assertStrongPassword(password);
    await updateUser(db, user.id, { encrypted_password: await hashPassword(password) });
  }
  if (rawEmail) {
    const email = normaliseEmail(rawEmail);
    if (email !== user.email) {
      if (await emailTaken(db, email, user.id)) throw emailExists();
      await applyEmailChange(db, user.id, email, confirm);
    }
  }
  if (confirm && !user.email_confirmed_at) {
    await updateUser(db, user.id, { email_confirmed_at: 'now' });
    await markEmailVerified(db, user.id);
  }
  if (banDuration) {
    const until = bannedUntil(banDuration);
    await updateUser(db, user.id, { banned_until: until });
    if (until) await endSessions(db, user.id, 'global'); // a banned user keeps no session
  }
}

/**
 * GoTrue's soft delete: the row stays (for history) but can never sign in again, and its address is
 * freed. The obfuscated address stays a syntactically valid one, since profiles mirror it.
 */
async function softDelete(db: Db, user: UserRow): Promise<void> {
  await db.query(
    `update auth.users set deleted_at = now(), updated_at = now(), encrypted_password = null, banned_until = now() + interval '100 years',
            email = encode(extensions.digest(coalesce(email, id::text), 'sha256'), 'hex') || '@deleted.invalid',
            raw_user_meta_data = '{}'::jsonb
      where id = $1`,
    [user.id],
  );
  await db.query('delete from auth.identities where user_id = $1', [user.id]);
  await endSessions(db, user.id, 'global');
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** GoTrue's Link header: `</admin/users?page=2&per_page=50>; rel="next", …; rel="last"`. */
function paginationLink(page: number, perPage: number, total: number): string | undefined {
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  return links.join(', ');
}
