import { BookOpen, Check, Copy, GraduationCap, LineChart, Lock, Sparkles, Target, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useEarlyAccessSessionQuery } from '@/data/early-access/early-access-session-query';
import type { EarlyAccessSummary } from '@/data/early-access/early-access-summary';
import { readEarlyAccessToken } from '../early-access-session';

const STATUS_LABELS: Record<string, string> = {
  waitlisted: 'On the waitlist',
  approved: 'Approved',
  invited: 'Invited',
  converted: 'Active',
};

/** What opens once access is granted: the areas shown locked in the sidebar. */
const UNLOCKS = [
  { label: 'Positions', text: 'Define roles and the skills each one needs.', icon: Target },
  { label: 'Add Team Members', text: 'Invite employees and import your team.', icon: UserPlus },
  { label: 'Employees', text: 'See your people and their skills.', icon: Users },
  { label: 'Skills', text: 'Find skills gaps across the company.', icon: GraduationCap },
  { label: 'Courses', text: 'Assign courses and follow progress.', icon: BookOpen },
  { label: 'AI Course Generator', text: 'Generate courses for your gaps.', icon: Sparkles },
  { label: 'Analytics', text: 'Measure learning and engagement.', icon: LineChart },
] as const;

export function referralLinkOf(code: string): string {
  return `${window.location.origin}${paths.earlyAccess}?ref=${encodeURIComponent(code)}`;
}

/** /waiting-room Overview: status, place in the queue, what unlocks next and the referral link. */
export function WaitingRoomOverview({ title, description }: { title: string; description?: string }) {
  const session = useEarlyAccessSessionQuery(readEarlyAccessToken());
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title={title} description={description} />
      {session.data ? <WaitingRoomContent summary={session.data} /> : <Skeleton className="h-64" />}
    </div>
  );
}

function WaitingRoomContent({ summary }: { summary: EarlyAccessSummary }) {
  const firstName = summary.full_name?.split(' ')[0];
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Status</CardDescription>
            <p className="text-xl font-semibold">{STATUS_LABELS[summary.status] ?? summary.status}</p>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {firstName ? `Welcome, ${firstName}. ` : ''}We will e-mail {summary.email} as soon as your workspace is ready.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Place in queue</CardDescription>
            <p className="text-xl font-semibold">{summary.queue_position ? `#${summary.queue_position}` : 'Being prepared'}</p>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {summary.queue_position ? 'Teams are let in in the order they joined.' : 'You are out of the queue: your access is on its way.'}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Profile</CardDescription>
            <p className="text-xl font-semibold">{summary.profile_completed ? 'Complete' : 'Incomplete'}</p>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {summary.profile_completed ? (
              <span className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-primary" />
                Thanks, this helps us set up your workspace.
              </span>
            ) : (
              <Link to={paths.earlyAccessOnboarding} className="font-medium text-foreground underline underline-offset-4">
                Complete your profile
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
      <ReferralCard code={summary.referral_code} referrals={summary.referrals_count} />
      <Card>
        <CardHeader>
          <CardTitle>What unlocks next</CardTitle>
          <CardDescription>Once your access is granted, these areas open in the sidebar.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {UNLOCKS.map(({ label, text, icon: Icon }) => (
              <li key={label} className="flex items-start gap-3 rounded-lg border p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="grid gap-0.5">
                  <span className="flex items-center gap-1.5 text-sm font-medium">
                    {label}
                    <Lock aria-label="locked" className="size-3 text-muted-foreground" />
                  </span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

function ReferralCard({ code, referrals }: { code: string | null; referrals: number }) {
  if (!code) return null;
  const link = referralLinkOf(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Share it with colleagues who should join you.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite your team</CardTitle>
        <CardDescription>
          Share your referral link. {referrals === 1 ? '1 person has' : `${referrals} people have`} joined with it so far.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={link} aria-label="Your referral link" onFocus={(event) => event.target.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </CardContent>
    </Card>
  );
}
