/**
 * A scene's motion is its own (app-screen.ts): the tweens made inside `animate`, and those their
 * callbacks make later, pause and resume with the scene and die with it, so none outlives the
 * objects it moves (the stage run's "Cannot read properties of null (reading 'x')").
 */
import { gsap } from 'gsap';
import { Container, type Application } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { AppScreen } from '../../src/client/scenes/shared/app-screen.ts';

class Probe extends AppScreen<null> {
  readonly box = this.view.addChild(new Container());
  later: gsap.core.Tween | null = null;
  async prepare(): Promise<void> {}
  resize(): void {}
  /** A timeline that, when its first tween ends, starts another (made in a callback). */
  play(): gsap.core.Timeline {
    return this.animate(() =>
      gsap.timeline().to(this.box, {
        x: 100,
        duration: 1,
        onComplete: () => void (this.later = gsap.to(this.box, { y: 50, duration: 1 })),
      }),
    );
  }
}

const scene = () => new Probe({} as Application, null);

afterEach(() => gsap.globalTimeline.clear());

describe('AppScreen', () => {
  it('kills its tweens on destroy, also those made later in their callbacks', () => {
    const s = scene();
    const tl = s.play();
    tl.progress(1);
    expect(s.later).not.toBeNull();
    expect(s.later!.isActive() || s.later!.progress() < 1).toBe(true);
    const later = s.later!;
    s.destroy();
    // Killed: no longer on gsap's timeline, so it never touches the destroyed container again.
    expect(later.parent).toBeFalsy();
    expect(tl.parent).toBeFalsy();
  });

  it('pauses and resumes what runs, and only that', () => {
    const s = scene();
    const tl = s.play();
    const other = gsap.to({ v: 0 }, { v: 1, duration: 1 });
    s.pause();
    expect(tl.paused()).toBe(true);
    expect(other.paused()).toBe(false);
    s.resume();
    expect(tl.paused()).toBe(false);
    s.destroy();
  });
});
