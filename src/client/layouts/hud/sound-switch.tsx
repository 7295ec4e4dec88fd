import { useSettings } from '../../settings/settings-store.ts';
import { SoundOffIcon, SoundOnIcon } from '../../ui/icons.tsx';
import { playLater } from '../../sound/later.ts';

/**
 * The remembered mute flag, read by the sound module (src/client/sound). Turning sound on plays a
 * click; howler loads only then, so pages without scenes do not pay for it.
 */
export function SoundSwitch() {
  const muted = useSettings((s) => s.muted);
  const toggle = useSettings((s) => s.toggleMuted);
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => {
        toggle();
        if (muted) playLater('click', 0.8);
      }}
      aria-pressed={muted}
      aria-label={muted ? 'Sound off. Turn sound on' : 'Sound on. Turn sound off'}
      title={muted ? 'Sound off' : 'Sound on'}
    >
      {muted ? <SoundOffIcon /> : <SoundOnIcon />}
    </button>
  );
}
