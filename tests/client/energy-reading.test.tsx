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

  it('reads full and above the maximum there, the count against the maximum, with no countdown', () => {
    const r = energyReading(pocket(177, 83, 10_000), at);
    expect(r).toMatchObject({ value: '177/83', hint: 'full, above max', state: 'overfilled' });
    // Issue 24's review read "568 over 123 max · not refilling" as a fault; before it, "921/365
    // overfilled" and "593 (123 max, extra kept)".
    expect(energyReading(pocket(568, 123), at)).toMatchObject({ value: '568/123', hint: 'full, above max' });
    expect(r.hint).not.toMatch(/not refilling|overfilled|\+1 in/);
  });

  it('tells the over-maximum rule whole in its title: all of it spendable, a refill again once below', () => {
    expect(energyReading(pocket(593, 123), at).title).toBe(
      'Energy 593, above your maximum of 123: all of it is yours to spend; it refills again once you are below 123',
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
    const meter = screen.getByTitle(/^Energy 177, above your maximum of 83/);
    expect(meter.getAttribute('data-energy')).toBe('overfilled');
    expect(meter.querySelector('dd')!.textContent).toBe('177/83full, above max');
    expect(meter.textContent).not.toMatch(/not refilling|\+1 in/);
  });
});
