import { describe, expect, it } from 'vitest';
import { xpReply } from '../../src/bot/xp-command.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { player, NOW } from '../rules/fixtures.ts';
import { utcDay } from '../../src/rules/formulas/time.ts';

describe('the /xp answer', () => {
  it('lists today’s XP per activity with the caps left, and the day’s total', () => {
    const state = player({
      today: { ...player().today, day: utcDay(NOW), counts: { '1': 2, '0': 3, '20': 4 } },
    });
    const text = xpReply(missionsView(state, NOW));
    // 2 gm × 50 + 3 flood × 10 + 4 collabs × 500
    expect(text).toContain('Today: **2130 XP** from community activity.');
    expect(text).toContain('**Gm**: 100 XP today (2 × 50) · no cap');
    expect(text).toContain('**Flood**: 30 XP today (3 × 10) · no cap');
    expect(text).toContain('**Collab**: 2000 XP today (4 × 500) · 1 of 5 left today');
    expect(text).toContain('**Referral**: 0 XP today (0 × 5) · 10 of 10 left in all');
  });

  it('tells a member who is not a player how to become one', () => {
    expect(xpReply(null)).toMatch(/not a Warlords player yet/);
  });
});
