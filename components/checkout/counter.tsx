"use client";

import { useId } from "react";

/** A − n + counter that never goes below `min` (spec 2 §5: cutlery and guests cannot go below 0). */
export function Counter({ label, value, min = 0, max = 50, onChange }: { label: string; value: number; min?: number; max?: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={id} className="font-medium">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex items-center gap-2">
        <button type="button" className="icon-btn border border-gray-300" aria-label={`${label}: −1`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
          −
        </button>
        <output aria-live="polite" className="w-8 text-center font-semibold">
          {value}
        </output>
        <button type="button" className="icon-btn border border-gray-300" aria-label={`${label}: +1`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
          +
        </button>
      </div>
    </div>
  );
}
