import type { StatusColour } from "@/lib/orders/status";

// spec 2 §4 colours: new red, processing blue, picked_by_rider cyan, delivered/picked_up/reserved green,
// declined red, others grey (700-level text keeps WCAG AA contrast on the tint).
export const COLOUR_CLASSES: Record<StatusColour, string> = {
  red: "bg-red-50 text-red-700 ring-red-200",
  blue: "bg-blue-50 text-blue-700 ring-blue-200",
  cyan: "bg-cyan-50 text-cyan-800 ring-cyan-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  grey: "bg-gray-100 text-gray-700 ring-gray-200",
};

export function StatusChip({ colour, label }: { colour: StatusColour; label: string }) {
  return (
    <span data-colour={colour} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLOUR_CLASSES[colour]}`}>
      {label}
    </span>
  );
}
