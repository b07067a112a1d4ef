import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { useCurrentUser } from '@/lib/session/current-user';
import { ApprovalGateSection } from './approval-gate-section';
import { BackgroundJobsSection } from './background-jobs-section';
import { CalendarFeedSection } from './calendar-feed-section';
import { DigestSection } from './digest-section';
import { LeasingCommissionSection } from './leasing-commission-section';
import { OutboxSection } from './outbox-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { RemindersSection, TimeZoneSection } from './reminders-section';
import { SessionsSection } from './sessions-section';
import { TeamSection } from './team-section';

/** /settings: the user's profile, password and sessions; the team and lease economics for admins. */
export function SettingsPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title="Settings"
        description="Your account, your sessions and, for admins, the team and lease economics."
      />
      <ProfileSection />
      <PasswordSection />
      <SessionsSection />
      <DigestSection />
      <CalendarFeedSection isAdmin={user?.role === 'admin'} />
      {user?.role === 'admin' ? (
        <>
          <TeamSection currentUserId={user.id} />
          <LeasingCommissionSection />
          <ApprovalGateSection />
          <TimeZoneSection />
          <OutboxSection />
          <BackgroundJobsSection />
        </>
      ) : null}
      {user ? <RemindersSection canEdit={user.role === 'admin'} /> : null}
    </PageContainer>
  );
}
