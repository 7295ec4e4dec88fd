import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyScene } from '../../src/client/scenes/shared/lazy-scene.tsx';
import { watchFirstInput } from '../../src/client/scenes/shared/first-input.ts';

// jsdom has no WebGL; the scene's own start-up is not what is tested here.
vi.mock('../../src/client/scenes/shared/webgl.ts', () => ({ webglSupported: () => true }));

describe('a scene that starts after the first input', () => {
  it('shows its slot, loads nothing until the player moves, then starts', async () => {
    watchFirstInput();
    const load = vi.fn(async () => ({ default: () => <p>the scene</p> }));
    const Map = lazyScene(load, { startAfterInput: true });
    render(<Map fallback={<p>static view</p>} loading={<p>slot</p>} />);
    expect(screen.getByText('slot')).toBeTruthy();
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('the scene')).toBeNull();

    await act(async () => void window.dispatchEvent(new Event('pointermove')));
    expect(await screen.findByText('the scene')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // Once the player has been seen, a scene mounted later starts at once.
    const Later = lazyScene(async () => ({ default: () => <p>later scene</p> }), { startAfterInput: true });
    render(<Later fallback={null} loading={<p>later slot</p>} />);
    expect(await screen.findByText('later scene')).toBeTruthy();
  });
});
