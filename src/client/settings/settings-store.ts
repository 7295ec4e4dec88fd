import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ColorMode = 'system' | 'light' | 'dark';

interface SettingsState {
  colorMode: ColorMode;
  muted: boolean;
  setColorMode: (mode: ColorMode) => void;
  toggleMuted: () => void;
}

/** What the server does not hold: the colour mode and the mute flag, remembered in localStorage. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      colorMode: 'system',
      muted: false,
      setColorMode: (colorMode) => set({ colorMode }),
      toggleMuted: () => set((s) => ({ muted: !s.muted })),
    }),
    { name: 'warlords-settings' },
  ),
);
