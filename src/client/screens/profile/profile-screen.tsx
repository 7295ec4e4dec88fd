import { useProfile } from '../../api/profile.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Refreshing } from '../../ui/refreshing.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReferralLink } from './referral-link.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** `/profile`: who the player is, what they can edit, their referral link, sign out. */
export default function ProfileScreen() {
  const { data: profile, isLoading } = useProfile();
  return (
    <div>
      <div className="page__title">
        <h1>Profile</h1>
        <SignOutButton />
        <Refreshing resources={['profile']} />
      </div>
      {isLoading && !profile ? <PageLoading /> : null}
      {profile ? (
        <div className="grid" style={{ ['--min' as string]: '320px' }}>
          <ProfileFacts profile={profile} />
          <ProfileForm profile={profile} />
          <ReferralLink profile={profile} />
        </div>
      ) : null}
    </div>
  );
}
