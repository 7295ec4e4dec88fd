import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PressOn } from '../../src/client/screens/expedition/press-on.tsx';
import { RunLoss } from '../../src/client/screens/expedition/run-loss.tsx';
import type { Stakes } from '../../src/client/screens/expedition/stakes.ts';

const stakes: Stakes = {
  stage: 2,
  pass: 87,
  fail: 13,
  win: '+589–2,354 shards, Expedition I crate, 25 XP',
  lose: 'lose the 1,234 shards gathered',
  keep: 'keep 1,234 shards, no crate',
  gathered: 1234,
};

describe('the press-on choice', () => {
  it('asks the question, draws the chance as a bar and says what the failure loses', () => {
    const { container } = render(<PressOn stakes={stakes} maxStage={2} />);
    expect(screen.getByRole('heading').textContent).toBe('Stage 2 of 2: press on or retreat?');
    expect(container.querySelector<HTMLElement>('.press-on__pass')!.style.width).toBe('87%');
    expect(container.querySelector('.press-on__odds')!.textContent).toBe(
      '87% pass13% fail: lose 1,234 shards',
    );
    // The rows without the odds (the bar says them), the stake in each.
    expect([...container.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'Pass',
      'Fail',
      'Retreat',
    ]);
    expect([...container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      stakes.win,
      stakes.lose,
      stakes.keep,
    ]);
  });

  it('names no stake when nothing is gathered', () => {
    const { container } = render(<PressOn stakes={{ ...stakes, gathered: 0 }} maxStage={3} />);
    expect(container.querySelector('.press-on__odds')!.textContent).toBe('87% pass13% fail');
  });
});

describe('the loss of a failed stage', () => {
  it('strikes through the shards and crates the run had gathered and says when the region is ready again', () => {
    const { container } = render(
      <RunLoss stage={3} regionName="Scorched Steppe" maxStage={3} shards={1234} crates={1} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Stage 3 failed: the run is over');
    expect(container.querySelector('.run-loss__lost')!.textContent).toBe('Lost: 1,234 shards and 1 crate');
    expect([...container.querySelectorAll('s')].map((s) => s.textContent)).toEqual([
      '1,234 shards',
      '1 crate',
    ]);
    expect(container.querySelector('.run-loss__next')!.textContent).toBe(
      'Return to camp: Scorched Steppe rests 1 h 30 min, then it is ready again.',
    );
  });

  it('says a first stage lost nothing', () => {
    const { container } = render(
      <RunLoss stage={1} regionName="Ashen Dunes" maxStage={2} shards={0} crates={0} />,
    );
    expect(container.querySelector('.run-loss__lost')!.textContent).toBe(
      'Nothing was gathered yet: nothing is lost.',
    );
    expect(container.querySelector('s')).toBeNull();
  });
});
