/** Inline SVG icons (no icon font or service is fetched). Decorative unless given a title. */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function Icon({ title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/**
 * The currencies' drawn icons: filled, in the palette's colours with an ink outline, the same
 * shapes on the reward tiles and in the HUD. Colour is never the only
 * sign: each has its own shape.
 */
export const EnergyIcon = (p: IconProps) => (
  <Icon {...p} stroke="#1b1f2a" strokeWidth={1.5}>
    <path d="M13.5 1.5 3.5 14h7l-1.5 8.5L20.5 9.5h-7.2z" fill="#7cc4dd" />
    <path d="M12.6 4.6 7.2 12" stroke="#e8f7fc" strokeWidth={1.4} />
  </Icon>
);
export const ShardIcon = (p: IconProps) => (
  <Icon {...p} stroke="#1b1f2a" strokeWidth={1.5}>
    <path d="M12 1.5 4 9l8 13.5L20 9z" fill="#e8b730" />
    <path d="M4 9h16M12 1.5 9 9l3 13.5L15 9z" fill="#f6d77a" strokeWidth={1} />
  </Icon>
);
export const CoinIcon = (p: IconProps) => (
  <Icon {...p} stroke="#1b1f2a" strokeWidth={1.5}>
    <circle cx="12" cy="12" r="10" fill="#7b4fd6" />
    <circle cx="12" cy="12" r="6.5" fill="#a78bfa" strokeWidth={1} />
    <path d="m12 7.5 2.6 4.5-2.6 4.5L9.4 12z" fill="#f3e6c8" strokeWidth={1} />
  </Icon>
);
export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Icon>
);
export const MonitorIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);
export const SoundOnIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);
export const SoundOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const CrateIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
    <path d="M3 7l9 4 9-4M12 11v10" />
  </Icon>
);
export const SwordIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2" />
  </Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);
/** Experience: a green laurel star. */
export const XpIcon = (p: IconProps) => (
  <Icon {...p} stroke="#1b1f2a" strokeWidth={1.5}>
    <path d="m12 2 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 16.6l-5.9 3.2 1.3-6.5L2.5 8.8 9.1 8z" fill="#4ade80" />
    <circle cx="12" cy="11.5" r="2.6" fill="#d9fbe5" strokeWidth={1} />
  </Icon>
);
/** A medal (battle pass and missions): a gold disc on a ribbon. */
export const MedalIcon = (p: IconProps) => (
  <Icon {...p} stroke="#1b1f2a" strokeWidth={1.5}>
    <path d="M7 1.5h4l2 7H9zM13 1.5h4l-2 7h-4z" fill="#c2410c" />
    <circle cx="12" cy="15" r="7" fill="#d4a017" />
    <path
      d="m12 11 1.2 2.6 2.8.3-2.1 1.9.6 2.8L12 17.2l-2.5 1.4.6-2.8L8 13.9l2.8-.3z"
      fill="#f6d77a"
      strokeWidth={1}
    />
  </Icon>
);
export const DiscordIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M19 5.5A16 16 0 0 0 15 4l-.5 1a14 14 0 0 0-5 0L9 4a16 16 0 0 0-4 1.5C2.5 9.3 2 13 2.2 16.6A16 16 0 0 0 7 19l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.5 11.5 0 0 0 10.4 0l.4.3-1.6.8L17 19a16 16 0 0 0 4.8-2.4c.3-4.2-.6-7.9-2.8-11.1zM9 14.5c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2 1.7.9 1.7 2-.8 2-1.7 2zm6 0c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2 1.7.9 1.7 2-.8 2-1.7 2z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);
