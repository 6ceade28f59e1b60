"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * spec 2 §7 POST orders/increase-clicks-faqs: "sent only when a FAQ is expanded". The FAQs are server-rendered
 * <details> elements (they open without JavaScript); this wrapper listens for their toggle events (which do not
 * bubble, hence the capture phase) and reports an opening once per FAQ and page view.
 */
export function FaqTracker({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sent = new Set<string>();
    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const id = details.dataset.faqId;
      if (!id || sent.has(id)) return;
      sent.add(id);
      // A raw keepalive fetch, not lib/client/bff.ts: the count must survive the reader following a link in the
      // answer straight away, and nothing waits for it or reports it.
      void fetch("/api/faqs/click", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ faq_id: Number(id) }),
        keepalive: true,
      }).catch(() => undefined);
    };
    root.addEventListener("toggle", onToggle, true);
    return () => root.removeEventListener("toggle", onToggle, true);
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
