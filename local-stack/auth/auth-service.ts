/**
 * The GoTrue-compatible auth service of the local stack, mounted at /auth/v1 (supabase-wire.md §a).
 * Users, sessions and tokens live in the `auth` schema; mails go to the stack's mailbox.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, errorResponse, isDataException, unexpectedFailure, validationFailed } from './auth-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthOptions, type AuthOptions } from './auth-options.ts';
import { registerOtpRoutes } from './otp-route.ts';
import { rateLimited } from './rate-limiter.ts';
import { registerSettingsRoutes } from './settings-route.ts';
import { registerSignupRoute } from './signup-route.ts';
import { registerTokenRoute } from './token-route.ts';
import { registerUserRoutes } from './user-route.ts';
import { registerVerifyRoutes } from './verify-route.ts';

export function createAuthService(context: StackContext, options: Partial<AuthOptions> = {}): Hono {
  const deps: AuthDeps = {
    config: context.config,
    options: loadAuthOptions(options),
    pool: context.adminPool,
    mailbox: context.mailbox,
    log: context.log,
  };
  const limits = deps.options.rateLimits;
  const otpLimit = rateLimited(limits.otp); // one budget shared by /signup, /otp, /recover and PUT /user, as in GoTrue

  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header(API_VERSION_HEADER, API_VERSION);
    await next();
    c.res.headers.set(API_VERSION_HEADER, API_VERSION);
  });
  app.onError((err, c) => {
    if (err instanceof AuthError) return errorResponse(c, err);
    if (isDataException(err)) return errorResponse(c, validationFailed('Request contains a value the database cannot store'));
    // Method and path only: query strings and bodies may carry tokens or passwords.
    deps.log(`auth: unexpected error on ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return errorResponse(c, unexpectedFailure('Unexpected failure, please check server logs for more information'));
  });

  registerSignupRoute(app, deps, otpLimit);
  registerTokenRoute(app, deps, rateLimited(limits.token));
  registerVerifyRoutes(app, deps, rateLimited(limits.verify));
  registerOtpRoutes(app, deps, otpLimit);
  registerUserRoutes(app, deps, otpLimit);
  registerAdminRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  app.all('*', (c) => errorResponse(c, new AuthError(404, 'not_found', 'Unsupported endpoint')));
  return app;
}
