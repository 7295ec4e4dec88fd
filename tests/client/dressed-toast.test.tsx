import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { toast } from 'sonner';
import { showDressed } from '../../src/client/ui/dressed-toast.tsx';

const WORN = {
  appliedTraits: [1, 101, 201],
  appliedItems: [257, -1, -1, -1] as [number, number, number, number],
};

/** A hero portrait box standing at `top`..`bottom` of a 900 px high window. */
function hero(top: number, bottom: number): HTMLElement {
  const el = document.createElement('div');
  el.className = 'hero-portrait';
  el.getBoundingClientRect = () => ({
    top,
    bottom,
    left: 0,
    right: 300,
    width: 300,
    height: bottom - top,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  el.scrollIntoView = vi.fn();
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(toast.success).mockClear();
});

describe('the toast of a trait or item applied', () => {
  it('shows the Warlord as dressed now, with a way up to it, when the portrait is scrolled out of view', () => {
    const box = hero(-800, -100);
    showDressed('Winter applied', WORN);
    const [message, options] = vi.mocked(toast.success).mock.calls[0]!;
    const { container } = render(message as ReactElement);
    expect(container.textContent).toContain('Winter applied');
    expect(container.querySelector('.dressed-toast__figure')).not.toBeNull();
    const action = (options as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe('See your Warlord');
    action.onClick();
    expect(box.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('is the short words alone where the portrait is in view, or on a page without one', () => {
    hero(100, 700);
    showDressed('Winter applied', WORN);
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toBe('Winter applied');
    document.body.innerHTML = '';
    showDressed('Dagger applied', WORN);
    expect(vi.mocked(toast.success).mock.calls[1]![0]).toBe('Dagger applied');
  });
});
