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
    expect(energyReading(pocket(50, 83, 30), at)).toEqual({
      value: '50/83',
      hint: '+1 in 1m 0s',
      state: 'filling',
    });
  });

  it('says full at the maximum, and once regeneration reaches it', () => {
    expect(energyReading(pocket(83, 83), at)).toMatchObject({ value: '83/83', hint: 'full', state: 'full' });
    expect(energyReading(pocket(82, 83, 200), at)).toMatchObject({ value: '83/83', state: 'full' });
  });

  it('says the maximum and that the extra is kept above it, with no countdown and never "full"', () => {
    const r = energyReading(pocket(177, 83, 10_000), at);
    expect(r).toEqual({ value: '177', hint: '(83 max, extra kept)', state: 'overfilled' });
    // The review's "921/365 overfilled": no fraction past its whole.
    expect(energyReading(pocket(921, 365), at)).toMatchObject({
      value: '921',
      hint: '(365 max, extra kept)',
    });
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
    const meter = screen.getByTitle(/Energy above its maximum/);
    expect(meter.getAttribute('data-energy')).toBe('overfilled');
    expect(meter.querySelector('dd')!.textContent).toBe('177(83 max, extra kept)');
    expect(meter.textContent).not.toContain('177/83');
    expect(meter.textContent).not.toMatch(/full|\+1 in/);
  });
});
