import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyScene } from '../../src/client/scenes/shared/lazy-scene.tsx';

const webgl = vi.hoisted(() => ({ supported: true }));
// jsdom has no WebGL; the scene's own start-up is not what is tested here.
vi.mock('../../src/client/scenes/shared/webgl.ts', () => ({ webglSupported: () => webgl.supported }));

describe('a lazily loaded scene', () => {
  it('starts on mount, with no wait for an input: its loading view stands while its code loads', async () => {
    let arrive: (m: { default: () => React.JSX.Element }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: () => React.JSX.Element }>((r) => (arrive = r)));
    const Map = lazyScene(load);
    render(<Map fallback={<p>static view</p>} loading={<p>loading the world</p>} />);
    expect(screen.getByText('loading the world')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    arrive({ default: () => <p>the scene</p> });
    expect(await screen.findByText('the scene')).toBeTruthy();
  });

  it('shows the static view with a notice where WebGL is missing, and loads nothing', () => {
    webgl.supported = false;
    const load = vi.fn(async () => ({ default: () => <p>the scene</p> }));
    const Map = lazyScene(load);
    render(<Map fallback={<p>static view</p>} loading={<p>loading</p>} />);
    expect(screen.getByText('static view')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Animations are off/);
    expect(load).not.toHaveBeenCalled();
    webgl.supported = true;
  });
});
