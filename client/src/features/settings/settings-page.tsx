import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { useCurrentUser } from '@/lib/session/current-user';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TeamSection } from './team-section';

/** /settings: the user's profile, password and sessions; the team for admins. */
export function SettingsPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Settings" description="Your account, your sessions and, for admins, the team." />
      <ProfileSection />
      <PasswordSection />
      <SessionsSection />
      {user?.role === 'admin' ? <TeamSection currentUserId={user.id} /> : null}
    </PageContainer>
  );
}
