"use client";

import { useEffect, useRef, type ComponentType, type ReactNode } from "react";

export interface MenuItem {
  key: string;
  label: string;
  icon?: ComponentType<{ className?: string }>;
  onSelect?: () => void;
  disabled?: boolean;
  destructive?: boolean;
}

/**
 * A small menu (the own-profile menu, the conversation's header menu, a message's context menu): role="menu" with
 * menuitems, opened by its button or by the owner (right click, long press); Escape and a click outside close it.
 */
export function Menu({ open, onOpenChange, label, button, buttonClassName = "", items, align = "end", up = false }: { open: boolean; onOpenChange: (open: boolean) => void; label: string; button: ReactNode; buttonClassName?: string; items: MenuItem[]; align?: "start" | "end"; up?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !box.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    box.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={box} className="relative">
      <button type="button" className={`icon-btn ${buttonClassName}`} aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={() => onOpenChange(!open)}>
        {button}
      </button>
      {open && (
        <div role="menu" aria-label={label} className={`absolute z-30 min-w-48 ${up ? "bottom-full mb-1" : "top-full mt-1"} rounded-2xl border border-gray-200 bg-white py-1 shadow-lg ${align === "end" ? "right-0" : "left-0"}`}>
          {items.map(({ key, label: text, icon: Icon, onSelect, disabled, destructive }) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              disabled={disabled}
              aria-disabled={disabled || undefined}
              className={`flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-gray-50 focus:bg-gray-50 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${destructive ? "text-red-700" : ""}`}
              onClick={() => {
                onOpenChange(false);
                onSelect?.();
              }}
            >
              {Icon && <Icon className="size-4" />}
              {text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
