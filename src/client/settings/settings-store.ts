import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ColorMode = 'system' | 'light' | 'dark';

/** The paying actions that ask once before they spend (issue 17), each with its own "don't ask again". */
export type PaidAction = 'gumball' | 'upgrade' | 'mint';

interface SettingsState {
  colorMode: ColorMode;
  muted: boolean;
  /** Paying actions the player asked not to be asked about again. */
  skipConfirm: Partial<Record<PaidAction, boolean>>;
  setColorMode: (mode: ColorMode) => void;
  toggleMuted: () => void;
  setSkipConfirm: (action: PaidAction, skip: boolean) => void;
}

/**
 * What the server does not hold: the colour mode, the mute flag and the confirmations turned off,
 * remembered in localStorage.
 */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      colorMode: 'system',
      muted: false,
      skipConfirm: {},
      setColorMode: (colorMode) => set({ colorMode }),
      toggleMuted: () => set((s) => ({ muted: !s.muted })),
      setSkipConfirm: (action, skip) => set((s) => ({ skipConfirm: { ...s.skipConfirm, [action]: skip } })),
    }),
    { name: 'warlords-settings' },
  ),
);
