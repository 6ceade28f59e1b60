"use client";

import { useId } from "react";
import { formatNumber } from "@/lib/format/number";
import { useLocale, useTranslations } from "@/lib/i18n/client";

function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  const id = useId();
  return (
    <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="#f59e0b" />
          <stop offset={`${fill * 100}%`} stopColor="#e5e7eb" />
        </linearGradient>
      </defs>
      <path fill={`url(#${id})`} d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** spec 2 §4 Review wizard: a rating at 0.5 precision — ten radios drawn as five stars split in halves. */
export function StarRating({ legend, value, onChange }: { legend: string; value: number; onChange: (value: number) => void }) {
  const t = useTranslations("order_review");
  const locale = useLocale();
  const name = useId();
  const number = { format: (v: number) => formatNumber(v, locale, { maximumFractionDigits: 1 }) };
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex items-center">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative">
            <Star fill={value >= star ? 1 : value >= star - 0.5 ? 0.5 : 0} />
            {[star - 0.5, star].map((v, half) => (
              <label key={v} className={`absolute inset-y-0 w-1/2 cursor-pointer ${half ? "right-0" : "left-0"}`}>
                <input
                  type="radio"
                  name={name}
                  value={v}
                  checked={value === v}
                  onChange={() => onChange(v)}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  aria-label={t("stars", { value: number.format(v) })}
                />
                <span className="pointer-events-none absolute inset-0 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500" />
              </label>
            ))}
          </span>
        ))}
        <span className="ml-3 text-sm text-gray-600" aria-hidden="true">
          {value > 0 ? number.format(value) : ""}
        </span>
      </div>
    </fieldset>
  );
}
