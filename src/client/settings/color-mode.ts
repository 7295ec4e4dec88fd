import { useEffect, useSyncExternalStore } from 'react';
import { useSettings, type ColorMode } from './settings-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const mq = window.matchMedia(DARK_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function deviceIsDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The mode in effect: the chosen one, or the device's when the choice is 'system'. */
export function resolveColorMode(mode: ColorMode, deviceDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return deviceDark ? 'dark' : 'light';
  return mode;
}

/** Keeps `<html data-theme>` on the resolved mode, following the device while on 'system'. */
export function useApplyColorMode(): 'light' | 'dark' {
  const mode = useSettings((s) => s.colorMode);
  const deviceDark = useSyncExternalStore(subscribe, deviceIsDark, () => false);
  const resolved = resolveColorMode(mode, deviceDark);
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return resolved;
}

/** Sets the remembered mode before the first paint, so a dark device never flashes light. */
export function applyColorModeNow(): void {
  const resolved = resolveColorMode(useSettings.getState().colorMode, deviceIsDark());
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}
