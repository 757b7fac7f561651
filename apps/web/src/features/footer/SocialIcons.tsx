import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SOCIAL_NETWORKS = [
  {
    id: 'instagram',
    name: 'Instagram',
    href: 'https://www.instagram.com/maison',
    icon: (
      <Glyph>
        <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </Glyph>
    ),
  },
  {
    id: 'facebook',
    name: 'Facebook',
    href: 'https://www.facebook.com/maison',
    icon: (
      <Glyph>
        <path d="M14.5 8.5h2V5h-2.5a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5Z" />
      </Glyph>
    ),
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    href: 'https://www.pinterest.com/maison',
    icon: (
      <Glyph>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M11 9.5c-1.5 5-2 7-3 11M11.2 14c3.8 1.2 5.8-1.2 5.8-3.8 0-2.6-2.2-4.2-4.8-4.2-2.9 0-4.7 2-4.7 4.2 0 1 .4 1.9 1 2.3" />
      </Glyph>
    ),
  },
  {
    id: 'youtube',
    name: 'YouTube',
    href: 'https://www.youtube.com/@maison',
    icon: (
      <Glyph>
        <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
        <path d="m10 9 5 3-5 3V9Z" />
      </Glyph>
    ),
  },
] as const;
