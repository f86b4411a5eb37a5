// Signs one persona of each role in once and saves the browser state, so screens can be opened signed in.
import { expect, test as setup } from '@playwright/test';
import { personaOfRole, storageStateOf } from './support/personas.ts';
import { signIn } from './support/sign-in.ts';

for (const [role, persona] of Object.entries(personaOfRole)) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, persona.email);
    await expect(page).toHaveURL(persona.home);
    await page.context().storageState({ path: storageStateOf(role as keyof typeof personaOfRole) });
  });
}
