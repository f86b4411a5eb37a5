import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import {
  COURSE_GENERATORS,
  MAIL_SENDER_NAME_MAX,
  platformSettingsSchema,
  type CourseGenerator,
  type PlatformSettings,
} from '@/data/platform-settings/platform-settings';
import { cn } from '@/lib/cn';
import { changedSettings } from '../settings-values';
import { CloseEarlyAccessDialog } from './close-early-access-dialog';

const GENERATOR_LABELS: Record<CourseGenerator, string> = {
  template: 'Template (built in)',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The platform settings form. It only knows values: the screen loads them and saves the changes, so
 * a failed save keeps what the admin typed.
 */
export function SettingsForm({
  initial,
  saving,
  onSave,
}: {
  initial: PlatformSettings;
  saving: boolean;
  onSave: (changes: Partial<PlatformSettings>) => Promise<void> | void;
}) {
  const [confirmClose, setConfirmClose] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PlatformSettings>({ resolver: zodResolver(platformSettingsSchema), values: initial });

  const save = (values: PlatformSettings) => onSave(changedSettings(initial, values));
  const submit = handleSubmit((values) => {
    if (initial.early_access_open && !values.early_access_open) setConfirmClose(true);
    else void save(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Section title="Early access" description="Whether the public site accepts new early-access sign-ups.">
        <Controller
          control={control}
          name="early_access_open"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <span id="early-access-open-label" className="text-sm font-medium">
                  Accept early-access sign-ups
                </span>
                <span id="early-access-open-hint" className="text-sm text-muted-foreground">
                  {field.value
                    ? 'Open: visitors can join the list from the site.'
                    : 'Closed: the e-mail capture and the early-access form are refused with a clear message.'}
                </span>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={field.value}
                aria-labelledby="early-access-open-label"
                aria-describedby="early-access-open-hint"
                onClick={() => field.onChange(!field.value)}
                className={cn(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  field.value ? 'bg-primary' : 'bg-input',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('block size-5 rounded-full bg-card shadow transition-transform', field.value ? 'translate-x-5' : 'translate-x-0')}
                />
              </button>
            </div>
          )}
        />
      </Section>
      <Section title="Course generation" description="The generator new course generation runs use.">
        <FormField id="course-generator" label="Course generator" error={errors.course_generator?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('course_generator')}>
              {COURSE_GENERATORS.map((generator) => (
                <option key={generator} value={generator}>
                  {GENERATOR_LABELS[generator]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </Section>
      <Section title="E-mail" description="How platform e-mails (codes, magic links, invitations) present themselves.">
        <FormField
          id="mail-sender-name"
          label="Sender name"
          hint={`Shown as the From name. At most ${MAIL_SENDER_NAME_MAX} characters, without quotes or angle brackets.`}
          error={errors.mail_sender_name?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...register('mail_sender_name')} />}
        </FormField>
      </Section>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <Button type="button" variant="outline" disabled={!isDirty || saving} onClick={() => reset(initial)}>
          Discard
        </Button>
        <Button type="submit" disabled={!isDirty || saving}>
          {saving ? <Spinner className="size-4 text-current" /> : null}
          Save changes
        </Button>
      </div>
      <CloseEarlyAccessDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        onConfirm={() => {
          setConfirmClose(false);
          void handleSubmit(save)();
        }}
      />
    </form>
  );
}
