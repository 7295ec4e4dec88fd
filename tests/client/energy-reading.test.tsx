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

  it('says it is over the maximum and not refilling, with no countdown and never "full"', () => {
    const r = energyReading(pocket(177, 83, 10_000), at);
    expect(r).toMatchObject({ value: '177', hint: 'over 83 max · not refilling', state: 'overfilled' });
    // The reviews' "921/365 overfilled" (a fraction past its whole) and "593 (123 max, extra kept)".
    expect(energyReading(pocket(593, 123), at)).toMatchObject({
      value: '593',
      hint: 'over 123 max · not refilling',
    });
  });

  it('tells the over-maximum rule whole in its title: all of it spendable, no refill until below', () => {
    expect(energyReading(pocket(593, 123), at).title).toBe(
      'Energy 593, over your maximum of 123: all of it is yours to spend, but it does not refill until you are below 123',
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
    const meter = screen.getByTitle(/^Energy 177, over your maximum of 83/);
    expect(meter.getAttribute('data-energy')).toBe('overfilled');
    expect(meter.querySelector('dd')!.textContent).toBe('177over 83 max · not refilling');
    expect(meter.textContent).not.toContain('177/83');
    expect(meter.textContent).not.toMatch(/full|\+1 in/);
  });
});
