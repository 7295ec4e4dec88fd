import { beforeEach, describe, expect, it } from 'vitest';
import { applyColorModeNow, resolveColorMode } from '../../src/client/settings/color-mode.ts';
import { useSettings } from '../../src/client/settings/settings-store.ts';

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ colorMode: 'system', muted: false });
});

describe('colour mode', () => {
  it('follows the device while on system', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('keeps a chosen mode whatever the device says', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('is remembered in localStorage and applied to the page', () => {
    useSettings.getState().setColorMode('dark');
    expect(JSON.parse(localStorage.getItem('warlords-settings')!).state.colorMode).toBe('dark');
    applyColorModeNow();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('sound switch', () => {
  it('remembers the mute flag', () => {
    useSettings.getState().toggleMuted();
    expect(useSettings.getState().muted).toBe(true);
    expect(JSON.parse(localStorage.getItem('warlords-settings')!).state.muted).toBe(true);
  });
});
