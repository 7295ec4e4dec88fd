import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import { EnergyMeter, energyReading } from '../../src/client/ui/energy-meter.tsx';

const at = Date.parse('2026-11-26T12:00:00Z');
const pocket = (energy: number, maxEnergy: number, secondsAgo = 0) =>
  ({
    energy,
    maxEnergy,
    energyUpdatedAt: new Date(at - secondsAgo * 1000).toISOString(),
    shards: 0,
    TWC: 0,
  }) as unknown as PocketView;

describe('what the energy meter reads', () => {
  it('counts down to the next point below the maximum', () => {
    expect(energyReading(pocket(50, 83, 30), at)).toMatchObject({
      value: '50/83',
      hint: '+1 in 1m 0s',
      state: 'filling',
    });
  });

  it('says full at the maximum, and once regeneration reaches it', () => {
    expect(energyReading(pocket(83, 83), at)).toMatchObject({ value: '83/83', hint: 'full', state: 'full' });
    expect(energyReading(pocket(82, 83, 200), at)).toMatchObject({ value: '83/83', state: 'full' });
  });

  it('reads the meter full and the rest as a bonus above the maximum, with no countdown', () => {
    const r = energyReading(pocket(177, 83, 10_000), at);
    expect(r).toMatchObject({ value: '83/83', hint: '+94 bonus', state: 'overfilled', energy: 177 });
    // Issue 24's reviews read "593/83 full, above max" as confusing, "568 over 123 max · not
    // refilling" as a fault; before them, "921/365 overfilled" and "593 (123 max, extra kept)".
    expect(energyReading(pocket(1568, 123), at)).toMatchObject({ value: '123/123', hint: '+1,445 bonus' });
    expect(r.hint).not.toMatch(/not refilling|overfilled|above max|\+1 in/);
  });

  it('tells the whole figure and the over-maximum rule in its title: all of it spendable, a refill again once below', () => {
    expect(energyReading(pocket(593, 123), at).title).toBe(
      'Energy 593: your full 123 and 470 bonus from rewards, all of it yours to spend; it refills again once you are below 123',
    );
    expect(energyReading(pocket(50, 83, 30), at).title).toBe('Energy');
  });

  it('draws the overfilled state on the meter', () => {
    const realNow = Date.now;
    Date.now = () => at;
    try {
      render(
        <dl>
          <EnergyMeter pocket={pocket(177, 83)} />
        </dl>,
      );
    } finally {
      Date.now = realNow;
    }
    const meter = screen.getByTitle(/^Energy 177: your full 83 and 94 bonus/);
    expect(meter.getAttribute('data-energy')).toBe('overfilled');
    expect(meter.querySelector('dd')!.textContent).toBe('83/83+94 bonus');
    expect(meter.getAttribute('data-amount')).toBe('177');
    expect(meter.textContent).not.toMatch(/not refilling|\+1 in/);
  });
});
