import { useMemo } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import type { PlatformSettings } from '@/data/platform-settings/platform-settings';
import { usePlatformSettingsQuery } from '@/data/platform-settings/platform-settings-query';
import { usePlatformSettingsUpdateMutation } from '@/data/platform-settings/platform-settings-update-mutation';
import { errorMessage } from '@/lib/api-error';
import { toFormValues } from '../settings-values';
import { SettingsForm } from './settings-form';

/** /admin/settings: platform settings that take effect as soon as they are saved. */
export function SettingsScreen() {
  const query = usePlatformSettingsQuery();
  const mutation = usePlatformSettingsUpdateMutation();
  const stored = query.data?.values;
  // A new object only when the stored values change, so the form is not reset on every render.
  const initial = useMemo(() => (stored ? toFormValues(stored) : null), [stored]);

  const save = async (changes: Partial<PlatformSettings>) => {
    try {
      await mutation.mutateAsync(changes);
      toast({ title: 'Settings saved', description: 'The changes are in effect now.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Settings not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description="Platform settings. Changes apply to the whole platform as soon as you save." />
      {query.isError ? (
        <Alert variant="destructive" title="Settings could not be loaded">
          {query.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !initial || !query.data ? (
        <div className="grid gap-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          <SettingsForm initial={initial} saving={mutation.isPending} onSave={save} />
          {query.data.updatedAt ? (
            <p className="text-xs text-muted-foreground">
              Last changed {new Date(query.data.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
