import type { ProfileView } from '../../../contract/views.ts';
import { formatNumber } from '../../ui/format.ts';

export function ProfileFacts({ profile }: { profile: ProfileView }) {
  return (
    <section className="card" aria-labelledby="profile-facts">
      <h2 id="profile-facts" className="profile-facts__name">
        {profile.discord.username}
      </h2>
      <dl className="kv">
        <dt>Player id</dt>
        <dd>{profile.id}</dd>
        <dt>Discord id</dt>
        <dd>{profile.discord.id}</dd>
        <dt>Joined</dt>
        <dd>{new Date(profile.createdAt).toLocaleDateString()}</dd>
        <dt>Social name</dt>
        <dd>{profile.social.name || '—'}</dd>
        <dt>Ethereum wallet</dt>
        <dd style={{ wordBreak: 'break-all' }}>{profile.ethWallet || '—'}</dd>
        <dt>Solana wallet</dt>
        <dd style={{ wordBreak: 'break-all' }}>{profile.solWallet || '—'}</dd>
        <dt>Quest platform</dt>
        <dd style={{ wordBreak: 'break-all' }}>{profile.questPlatformId || '—'}</dd>
        <dt>Referrals</dt>
        <dd>
          {profile.referrals.count} friends · {formatNumber(profile.referrals.xp)} XP
        </dd>
      </dl>
    </section>
  );
}
