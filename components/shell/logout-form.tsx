import { LogoutIcon } from "@/components/ui/icons/log-out";
import { LogoutConfirm } from "./logout-confirm";

export interface LogoutFormProps {
  /** Unique on the page: the sidebar and the settings page both offer logout. */
  id: string;
  labels: { logout: string; title: string; text: string; yes: string; no: string };
}

/**
 * spec 1 §2 Sidebar: "logout (yes/no confirmation)". Server HTML: the logout form and its confirmation <dialog>, whose
 * "No" is a `method="dialog"` form and whose "Yes" submits the logout form (its `form` attribute). LogoutConfirm, a few
 * lines in the page's code, opens the dialog when the form is sent from anywhere else; without JavaScript the form
 * simply posts. The dialog's markup used to be client code on every page (issue 26: the 150 KB first-load budget).
 */
export function LogoutForm({ id, labels }: LogoutFormProps) {
  const dialogId = `${id}-confirm`;
  return (
    <>
      <form id={id} method="post" action="/api/auth/logout">
        <button type="submit" className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50">
          <LogoutIcon className="size-5" />
          {labels.logout}
        </button>
      </form>
      <dialog
        id={dialogId}
        role="alertdialog"
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-white p-6 text-ink shadow-2xl"
      >
        <h2 id={`${dialogId}-title`} className="text-lg font-bold">
          {labels.title}
        </h2>
        <p id={`${dialogId}-text`} className="mt-2 text-sm text-gray-600">
          {labels.text}
        </p>
        {/* "No" first: the dialog's first control, which showModal focuses. */}
        <div className="mt-6 flex justify-end gap-2">
          <form method="dialog" className="contents">
            <button type="submit" className="btn btn-outline">
              {labels.no}
            </button>
          </form>
          <button type="submit" form={id} className="btn btn-primary">
            {labels.yes}
          </button>
        </div>
      </dialog>
      <LogoutConfirm form={id} dialog={dialogId} />
    </>
  );
}
