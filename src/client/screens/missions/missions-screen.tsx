import { PageLoading } from '../../ui/page-loading.tsx';
import { useShownMissions } from '../../game/shown-views.ts';
import { Refreshing } from '../../ui/refreshing.tsx';
import { XpCategories } from './xp-categories.tsx';
import { BattlePass } from './battle-pass.tsx';
import { TodayActivities } from './today-activities.tsx';
import { OrdersList } from '../../ui/orders-list.tsx';
import './missions.css';

/** `/missions`: today's orders, the battle pass, and XP per category with today's counts. */
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
      <section className="card section missions-orders" aria-label="Today's orders">
        <OrdersList />
      </section>
      <BattlePass missions={missions} />
      <div className="grid" style={{ ['--min' as string]: '380px', alignItems: 'start' }}>
        <XpCategories missions={missions} />
        <TodayActivities missions={missions} />
      </div>
    </div>
  );
}
