/** The MAISON wordmark: tracked display capitals between two hairlines; x offsets the tracking. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 44" aria-hidden="true" focusable="false">
      <path d="M4 22h24M192 22h24" stroke="currentColor" strokeWidth="0.75" />
      <text
        x="114.5"
        y="30"
        textAnchor="middle"
        fill="currentColor"
        // The wordmark is Latin in every locale.
        style={{ fontFamily: 'var(--font-latin-display)' }}
        fontSize="26"
        fontWeight="500"
        letterSpacing="9"
      >
        MAISON
      </text>
    </svg>
  );
}
