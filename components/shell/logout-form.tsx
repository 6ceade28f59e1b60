"use client";

import { useId, useRef, type FormEvent } from "react";
import { LogoutIcon } from "@/components/ui/icons/log-out";

export interface LogoutFormProps {
  labels: { logout: string; title: string; text: string; yes: string; no: string };
}

// spec 1 §2 Sidebar: "logout (yes/no confirmation)". Without JavaScript the form simply posts.
export function LogoutForm({ labels }: LogoutFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  // The sidebar and the settings page both offer logout: each dialog names itself with its own ids.
  const titleId = useId();
  const textId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmed.current) return;
    event.preventDefault();
    confirm.current?.showModal();
  }

  function yes() {
    confirmed.current = true;
    confirm.current?.close();
    form.current?.requestSubmit();
  }

  return (
    <>
      <form ref={form} method="post" action="/api/auth/logout" onSubmit={onSubmit}>
        <button type="submit" className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50">
          <LogoutIcon className="size-5" />
          {labels.logout}
        </button>
      </form>
      <dialog
        ref={confirm}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-white p-6 text-ink shadow-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {labels.title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-gray-600">
          {labels.text}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={() => confirm.current?.close()} autoFocus>
            {labels.no}
          </button>
          <button type="button" className="btn btn-primary" onClick={yes}>
            {labels.yes}
          </button>
        </div>
      </dialog>
    </>
  );
}
