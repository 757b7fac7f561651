import type { ReactNode } from 'react';

// <html> lives in [locale]/layout.tsx (each locale's lang) and in not-found.tsx; this root
// layout exists because the not-found route needs one.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
