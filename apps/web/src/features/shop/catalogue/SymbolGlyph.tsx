import type { ReactNode } from 'react';
import styles from './choices.module.css';

/**
 * The 17 engraving symbols (000 §3, ENGRAVING_SYMBOLS) as line drawings: their Unicode aliases
 * are partly emoji, which render in colour or not at all depending on the system's fonts.
 */
const DRAWINGS: Readonly<Record<string, ReactNode>> = {
  angel: (
    <>
      <ellipse cx="12" cy="3.5" rx="3" ry="1" />
      <circle cx="12" cy="8" r="2.2" />
      <path d="M12 10.5 8.5 20h7z" />
      <path d="M10.5 12.5C7 10 3.5 11 3 14.5c2.5.5 5 .3 6.5-.5M13.5 12.5c3.5-2.5 7-1.5 7.5 2-2.5.5-5 .3-6.5-.5" />
    </>
  ),
  cloverleaf: (
    <>
      <circle cx="9" cy="8.5" r="3" />
      <circle cx="15" cy="8.5" r="3" />
      <circle cx="9" cy="14.5" r="3" />
      <circle cx="15" cy="14.5" r="3" />
      <path d="M15 16.5c1 2 2.5 3.5 4.5 4.5" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10A4 4 0 0 1 12 7.6 4 4 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
  ),
  hearts: (
    <>
      <path d="M9 17s-5.5-3.4-5.5-7.3A2.9 2.9 0 0 1 9 8a2.9 2.9 0 0 1 5.5 1.7C14.5 13.6 9 17 9 17z" />
      <path d="M16 20.5s-4-2.5-4-5.3a2.1 2.1 0 0 1 4-1.2 2.1 2.1 0 0 1 4 1.2c0 2.8-4 5.3-4 5.3z" />
    </>
  ),
  infinity: (
    <path d="M12 12c-2-2.6-3.5-3.6-5.2-3.6a3.6 3.6 0 0 0 0 7.2c1.7 0 3.2-1 5.2-3.6s3.5-3.6 5.2-3.6a3.6 3.6 0 0 1 0 7.2c-1.7 0-3.2-1-5.2-3.6z" />
  ),
  star: <path d="m12 3.5 2.6 5.6 6.1.6-4.6 4.1 1.3 6-5.4-3.1-5.4 3.1 1.3-6-4.6-4.1 6.1-.6z" />,
  rose: (
    <>
      <circle cx="12" cy="8.5" r="5" />
      <path d="M12 8.5c1.4 0 1.9-1.4 1-2.3s-3.4-.4-3.4 2c0 2.7 3.2 3.6 5 2" />
      <path d="M12 13.5V21M12 17.5c-1.8-1.4-3.6-1.4-5 0 1.4 1.4 3.2 1.4 5 0" />
    </>
  ),
  rings: (
    <>
      <circle cx="9" cy="13.5" r="5" />
      <circle cx="15" cy="13.5" r="5" />
      <path d="m15 5 1.5-1.5L18 5l-3 3-3-3 1.5-1.5z" />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M12 6.3V20M8 10h8M4.5 13.5a7.5 7.5 0 0 0 15 0" />
    </>
  ),
  cross: <path d="M12 3v18M7 8.5h10" />,
  dove: (
    <path d="M3.5 15.5c3.5.5 6-1 7.5-4 1-2 2.6-4 5-4 1.5 0 2.6.8 3.1 2l1.4.6-1.5.8c-.3 3.8-3.3 6.6-7.5 6.6H8.5l-3 2.5zM11 11.5c-1.5-2.5-1.5-5 0-7.5 1.8 1.6 2.7 3.4 2.8 5.2" />
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </>
  ),
  moon: <path d="M15.5 3.5a8.5 8.5 0 1 0 5 14 7 7 0 1 1-5-14z" />,
  crown: <path d="M4 18.5h16M4.5 16 3.5 7.5 8.5 11 12 4.5l3.5 6.5 5-3.5-1 8.5z" />,
  horseshoe: (
    <>
      <path d="M6.5 4v7.5a5.5 5.5 0 0 0 11 0V4" />
      <path d="M5 4h3M16 4h3" />
    </>
  ),
  butterfly: (
    <>
      <path d="M12 7.5v11" />
      <path d="M12 10.5C10 5.5 4.5 4 4 7.5c-.4 3 2.6 4.8 8 4.5M12 10.5c2-5 7.5-6.5 8-3 .4 3-2.6 4.8-8 4.5" />
      <path d="M12 12.5c-3 0-6 1.2-5.3 3.8.6 2.2 3.8 1 5.3-2.3M12 12.5c3 0 6 1.2 5.3 3.8-.6 2.2-3.8 1-5.3-2.3" />
    </>
  ),
  note: (
    <>
      <path d="M9.5 17.5V6l9-2v11.5" />
      <circle cx="7.5" cy="17.5" r="2" />
      <circle cx="16.5" cy="15.5" r="2" />
    </>
  ),
};

export function SymbolGlyph({ symbolKey }: { symbolKey: string }) {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {DRAWINGS[symbolKey]}
    </svg>
  );
}
