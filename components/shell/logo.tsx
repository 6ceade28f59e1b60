import { BRAND_NAME } from "@/lib/brand";

/** The Shijo mark and wordmark. Decorative inside a link that carries its own name. */
export function Logo({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" className="size-8 shrink-0" focusable="false">
        <rect width="32" height="32" rx="9" fill="#f0642a" />
        <path d="M7 15.5h18a9 9 0 0 1-18 0Z" fill="#fff" />
        <path d="M12.5 6.5c-1.2 1.3 1.2 2.4 0 3.9M19.5 6.5c-1.2 1.3 1.2 2.4 0 3.9" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" fill="none" />
      </svg>
      <span className={`text-[1.4rem] leading-none font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>
        {BRAND_NAME.toLowerCase()}
      </span>
    </span>
  );
}
