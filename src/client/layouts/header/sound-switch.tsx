import { useSettings } from '../../settings/settings-store.ts';
import { SoundOffIcon, SoundOnIcon } from '../../ui/icons.tsx';

/** The remembered mute flag (sounds come later). */
export function SoundSwitch() {
  const muted = useSettings((s) => s.muted);
  const toggle = useSettings((s) => s.toggleMuted);
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-pressed={muted}
      aria-label={muted ? 'Sound off. Turn sound on' : 'Sound on. Turn sound off'}
      title={muted ? 'Sound off' : 'Sound on'}
    >
      {muted ? <SoundOffIcon /> : <SoundOnIcon />}
    </button>
  );
}
