/** Small line icons of the menu's screens that ui/icons.tsx does not draw (decorative). */
import type { ReactNode } from 'react';
import { CrateIcon, StarIcon, SwordIcon } from '../../ui/icons.tsx';

function Line({ children }: { children: ReactNode }) {
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
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const Hammer = () => (
  <Line>
    <path d="m14 6 4 4M4 20l9-9M12 4l4-1 5 5-1 4-3-1-6-6z" />
  </Line>
);
const Trophy = () => (
  <Line>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />
  </Line>
);
const Gem = () => (
  <Line>
    <path d="M6 3h12l3 6-9 12L3 9zM3 9h18M9 3l3 6 3-6M12 9v12" />
  </Line>
);
/** A market stall: an awning over a counter (a line icon; the coin is TWC's filled currency icon). */
const Stall = () => (
  <Line>
    <path d="M4 4h16l1.5 5h-19z" />
    <path d="M2.5 9a3.2 3.2 0 0 0 6.3 0 3.2 3.2 0 0 0 6.4 0 3.2 3.2 0 0 0 6.3 0" />
    <path d="M4.5 12v8h15v-8M9.5 20v-4.5h5V20" />
  </Line>
);
const User = () => (
  <Line>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Line>
);

/** The menu's screens, in the order of product-spec section 2, with their icons. */
export const NAV_LINKS = [
  { to: '/expedition', label: 'Expedition', Icon: () => <SwordIcon /> },
  { to: '/pocket', label: 'Pocket', Icon: () => <CrateIcon /> },
  { to: '/craft', label: 'Craft', Icon: Hammer },
  { to: '/missions', label: 'Missions', Icon: () => <StarIcon /> },
  { to: '/leaderboard', label: 'Leaderboard', Icon: Trophy },
  { to: '/market', label: 'Market', Icon: Stall },
  { to: '/mint', label: 'Mint', Icon: Gem },
  { to: '/profile', label: 'Profile', Icon: User },
] as const;
