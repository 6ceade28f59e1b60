"use client";

import { useState, type InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { EyeIcon, EyeOffIcon } from "@/components/ui/icons";
import { FIELD_CLASS } from "./field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; id: string; error?: string | null };

/** spec 1 §2 Login: "password with show/hide". Without JavaScript it is a plain password input. */
export function PasswordField({ label, id, className, error, ...input }: Props) {
  const t = useTranslations("auth");
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`${FIELD_CLASS} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-gray-500 hover:text-ink"
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
