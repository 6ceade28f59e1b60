import type { ReactNode } from "react";

// The real <html> lives in app/[locale]/layout.tsx (next-intl); this root only passes children through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
