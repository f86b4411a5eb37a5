import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { FEEDBACK_BUG_DETAIL_ROWS, FEEDBACK_DESCRIPTION_ROWS } from '@/config/constants';
import { FeedbackAuthRequiredError, useFeedbackSubmitMutation } from '@/data/tickets/feedback-submit-mutation';
import { FEEDBACK_PRIORITIES } from '@/data/tickets/feedback-ticket';
import { FEEDBACK_TICKET_TYPES } from '@/data/tickets/ticket-types';
import { cn } from '@/lib/cn';
import { EMPTY_FEEDBACK_FORM, feedbackFormSchema, type FeedbackFormValues } from '../feedback-form-schema';
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITY_LABELS, FEEDBACK_TYPE_LABELS } from '../feedback-options';

/**
 * The Platform Feedback dialog of the company-admin menu (spec §4, §5, §8). The form lives outside the
 * dialog content, so closing by accident keeps the draft; only a successful send resets it.
 */
export function PlatformFeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [moreOptions, setMoreOptions] = useState(false);
  const submit = useFeedbackSubmitMutation();
  const form = useForm<FeedbackFormValues>({ resolver: zodResolver(feedbackFormSchema), defaultValues: EMPTY_FEEDBACK_FORM });
  const { register, handleSubmit, setValue, reset, control } = form;
  const type = useWatch({ control, name: 'type' });

  const onValid = (values: FeedbackFormValues) => {
    submit.mutate(
      {
        type: values.type,
        title: values.title,
        description: values.description,
        category: values.category || undefined,
        priority: values.priority,
        ...(values.type === 'bug_report'
          ? { stepsToReproduce: values.stepsToReproduce, expectedBehavior: values.expectedBehavior, actualBehavior: values.actualBehavior }
          : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Feedback Submitted Successfully',
            description: "Thank you for your feedback! We'll review it and get back to you soon.",
            variant: 'success',
          });
          reset(EMPTY_FEEDBACK_FORM);
          setMoreOptions(false);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof FeedbackAuthRequiredError) {
            toast({ title: 'Authentication Required', description: 'Please log in to submit feedback', variant: 'destructive' });
            return;
          }
          toast({
            title: 'Submission Failed',
            description: 'There was an error submitting your feedback. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onInvalid = () => {
    toast({
      title: 'Missing Information',
      description: 'Please provide both a title and description for your feedback',
      variant: 'destructive',
    });
  };

  const typeField = register('type');
  const optionsId = `${id}-more-options`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Platform Feedback</DialogTitle>
          <DialogDescription>Report a bug, request a feature or share general feedback with the LXERA team.</DialogDescription>
        </DialogHeader>
        {/* noValidate: empty fields get spec §8's toast instead of the browser's bubble. */}
        <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} className="grid gap-4">
          <FormField id={`${id}-type`} label="Feedback type">
            {(control) => (
              <NativeSelect
                {...control}
                {...typeField}
                onChange={(event) => {
                  void typeField.onChange(event);
                  // A category belongs to one type: changing the type clears it (spec §4).
                  setValue('category', '');
                }}
              >
                {FEEDBACK_TICKET_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {FEEDBACK_TYPE_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${id}-title`} label="Title">
            {(control) => <Input {...control} {...register('title')} required maxLength={200} placeholder="Brief summary of your feedback" />}
          </FormField>
          <FormField id={`${id}-description`} label="Description">
            {(control) => (
              <Textarea
                {...control}
                {...register('description')}
                required
                rows={FEEDBACK_DESCRIPTION_ROWS}
                maxLength={9000}
                placeholder="Tell us more: what happened, what you expected, or what you would like to see"
              />
            )}
          </FormField>

          <div>
            <Button
              type="button"
              variant="link"
              className="h-auto px-0"
              aria-expanded={moreOptions}
              aria-controls={optionsId}
              onClick={() => setMoreOptions((value) => !value)}
            >
              More options
              <ChevronDown aria-hidden="true" className={cn('transition-transform', moreOptions && 'rotate-180')} />
            </Button>
          </div>
          {moreOptions ? (
            <div id={optionsId} className="grid gap-4 rounded-lg border bg-muted/30 p-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={`${id}-category`} label="Category" optional>
                  {(control) => (
                    <NativeSelect {...control} {...register('category')}>
                      <option value="">Select a category</option>
                      {FEEDBACK_CATEGORIES[type].map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField id={`${id}-priority`} label="Priority">
                  {(control) => (
                    <NativeSelect {...control} {...register('priority')}>
                      {FEEDBACK_PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {FEEDBACK_PRIORITY_LABELS[priority]}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>
              {type === 'bug_report' ? (
                <fieldset className="grid gap-4">
                  <legend className="mb-2 text-sm font-semibold">Bug details</legend>
                  <FormField id={`${id}-steps`} label="Steps to reproduce" optional>
                    {(control) => <Textarea {...control} {...register('stepsToReproduce')} rows={FEEDBACK_BUG_DETAIL_ROWS} placeholder="1. Go to… 2. Click…" />}
                  </FormField>
                  <FormField id={`${id}-expected`} label="Expected behavior" optional>
                    {(control) => <Textarea {...control} {...register('expectedBehavior')} rows={FEEDBACK_BUG_DETAIL_ROWS} />}
                  </FormField>
                  <FormField id={`${id}-actual`} label="Actual behavior" optional>
                    {(control) => <Textarea {...control} {...register('actualBehavior')} rows={FEEDBACK_BUG_DETAIL_ROWS} />}
                  </FormField>
                </fieldset>
              ) : null}
            </div>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? (
                <>
                  <Spinner />
                  Submitting...
                </>
              ) : (
                'Submit Feedback'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
