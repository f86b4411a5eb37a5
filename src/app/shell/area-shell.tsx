import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { UserMenu } from '@/components/layouts/user-menu';
import { paths } from '@/config/paths';
import { roleDefinition, type NavAction, type Role } from '@/config/roles';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { GenerationProgressMount } from '@/features/course-generation/components/generation-progress-mount';
import { GenerationTrackingProvider } from '@/features/course-generation/components/generation-tracking-provider';
import { PlatformFeedbackDialog } from '@/features/feedback/components/platform-feedback-dialog';
import { CurrentCourseStrip } from '@/features/learning/components/current-course-strip';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

/** The guarded frame of one signed-in area (/admin, /dashboard, /learner). */
export function AreaShell({ role }: { role: Role }) {
  return (
    <RequireAuth allowedRoles={[role]}>
      <SignedInFrame />
    </RequireAuth>
  );
}

function SignedInFrame() {
  const { user, profile, signOut } = useAuth();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Any other role gets no navigation (spec §2); the guard keeps such users out of the areas anyway.
  const definition = roleDefinition(profile?.role);

  const handleNavAction = (action: NavAction) => {
    if (action === 'platform-feedback') setFeedbackOpen(true);
  };

  return (
    <GenerationTrackingProvider>
      <SignedInLayout
        roleTitle={definition?.title ?? ''}
        homeHref={definition?.home ?? paths.home}
        sidebarItems={definition?.sidebar ?? []}
        mobileBar={definition?.mobileBar ?? null}
        onNavAction={handleNavAction}
        topBarActions={
          <>
            <ThemeToggle />
            <UserMenu
              fullName={profile?.full_name ?? null}
              email={profile?.email ?? user?.email ?? null}
              settingsHref={definition?.settingsHref}
              // The guard sends a user who signed out to the home page.
              onSignOut={() => void signOut()}
            />
          </>
        }
        mobileBarAddon={profile?.role === 'learner' ? <CurrentCourseStrip userId={profile.id} /> : null}
        floating={<GenerationProgressMount />}
      >
        <Outlet />
      </SignedInLayout>
      <PlatformFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </GenerationTrackingProvider>
  );
}
