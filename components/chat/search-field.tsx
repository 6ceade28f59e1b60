"use client";

/** A name search that filters as one types (the chat list, the people pickers); labelled for screen readers. */
export function SearchField({ value, onChange, label, placeholder, className = "mt-2" }: { value: string; onChange: (value: string) => void; label: string; placeholder: string; className?: string }) {
  return (
    <label className={`${className} block`}>
      <span className="sr-only">{label}</span>
      <input
        type="search"
        value={value}
        maxLength={60}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-full border border-gray-300 px-4 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
    </label>
  );
}
