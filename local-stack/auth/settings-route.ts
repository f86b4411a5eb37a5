/** GET /settings (what the instance offers, in GoTrue's shape) and GET /health. */
import type { Hono } from 'hono';
import type { AuthDeps } from './auth-deps.ts';

const OAUTH_PROVIDERS = [
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao',
  'keycloak', 'linkedin_oidc', 'notion', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom',
];

export function registerSettingsRoutes(app: Hono, deps: AuthDeps): void {
  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, false])),
        email: true,
        phone: false,
      },
      disable_signup: false,
      mailer_autoconfirm: !deps.config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/health', (c) =>
    c.json({ version: 'lxera-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  );
}
