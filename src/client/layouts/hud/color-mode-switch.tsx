import { useSettings, type ColorMode } from '../../settings/settings-store.ts';
import { MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons.tsx';

const NEXT: Record<ColorMode, ColorMode> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ColorMode, string> = { system: 'System colours', light: 'Light', dark: 'Dark' };

/** Cycles system -> light -> dark. */
export function ColorModeSwitch() {
  const mode = useSettings((s) => s.colorMode);
  const setMode = useSettings((s) => s.setColorMode);
  const Icon = mode === 'light' ? SunIcon : mode === 'dark' ? MoonIcon : MonitorIcon;
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setMode(NEXT[mode])}
      aria-label={`Colour mode: ${LABEL[mode]}. Switch to ${LABEL[NEXT[mode]]}`}
      title={`Colour mode: ${LABEL[mode]}`}
    >
      <Icon />
    </button>
  );
}
