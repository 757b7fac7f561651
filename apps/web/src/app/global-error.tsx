'use client';

import '@/styles/global.css';

// Replaces the root layout when it fails, so it cannot rely on messages: it says it twice.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="de">
      <body>
        <main className="container" style={{ paddingBlock: 'var(--space-10)' }}>
          <h1>Etwas ist schiefgelaufen</h1>
          <p lang="en">Something went wrong.</p>
          <button type="button" onClick={reset} style={{ marginTop: 'var(--space-5)' }}>
            Erneut versuchen / Try again
          </button>
        </main>
      </body>
    </html>
  );
}
