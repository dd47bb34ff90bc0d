import type { ReactNode } from "react";

/** A small neutral label beside a card's title ("You", "This device"). */
export function NoteBadge({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{children}</span>;
}
