import { PageLoading } from '../../ui/page-loading.tsx';
import { useShownMissions } from '../../game/shown-views.ts';
import { Refreshing } from '../../ui/refreshing.tsx';
import { XpCategories } from './xp-categories.tsx';
import { BattlePass } from './battle-pass.tsx';
import { TodayActivities } from './today-activities.tsx';
import './missions.css';

/** `/missions`: XP per category with today's counts, and the battle pass. */
export default function MissionsScreen() {
  const { data: missions, isLoading } = useShownMissions();
  if (isLoading && !missions) return <PageLoading />;
  if (!missions) return <p className="muted">Missions could not be loaded.</p>;
  return (
    <div>
      <div className="page__title">
        <h1>Missions</h1>
        <span className="muted">{missions.totalXp.toLocaleString('en-US')} XP in total</span>
        <Refreshing resources={['missions', 'battlePassLimits']} />
      </div>
      <BattlePass missions={missions} />
      <div className="grid" style={{ ['--min' as string]: '380px', alignItems: 'start' }}>
        <XpCategories missions={missions} />
        <TodayActivities missions={missions} />
      </div>
    </div>
  );
}
