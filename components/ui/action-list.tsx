"use client";

import { useState, type ReactNode } from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { AlertDialog, ConfirmDialog } from "@/components/ui/alert-dialog";
import { Link, type Href } from "@/lib/i18n/navigation";

/** A write on one item of the list: after it, the list's query is invalidated by its key (as every write does). */
export interface ItemAction<T> {
  run: (item: T) => Promise<unknown>;
  /** What the list shows while it reloads (e.g. the new default), and the message of a failure. */
  onDone?: (item: T) => void;
  failed: (error: unknown) => string;
}

interface Row {
  /** The item's name: the row's accessible name and what the labels below speak of. */
  name: string;
  title: ReactNode;
  /** A short mark after the title ("Primary", "Default"). */
  badge?: string | null;
  detail: ReactNode;
  /** The row's own buttons and links, before Delete. */
  actions?: ReactNode;
}

/**
 * spec 3 §2: a saved list of the profile (addresses, payment cards) — an add link, the rows with their actions, and
 * delete behind a confirm; a failure is an alert (spec 3 §8). One component, so every such list behaves alike.
 */
export function ActionList<T>({
  queryKey,
  items,
  keyOf,
  row,
  add,
  labels,
  remove,
  canRemove,
}: {
  /** The list's query: invalidated after every write (lib/client/query-keys.ts). */
  queryKey: QueryKey;
  items: T[];
  keyOf: (item: T) => string | number;
  row: (item: T, act: (action: ItemAction<T>, item: T) => void, pending: boolean) => Row;
  add: { href: Href; label: string };
  labels: {
    list: string;
    empty: string;
    delete: string;
    deleteLabel: (name: string) => string;
    deleteTitle: string;
    deleteMessage: (name: string) => string;
    cancel: string;
    errorTitle: string;
  };
  remove: ItemAction<T>;
  /** A reason the item cannot be deleted (shown as the alert), or null. */
  canRemove?: (item: T) => string | null;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const write = useMutation({
    mutationFn: ({ action, item }: { action: ItemAction<T>; item: T; removing?: boolean }) => action.run(item),
    onSuccess: (_data, { action, item }) => {
      action.onDone?.(item);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e, { action }) => setError(action.failed(e)),
    onSettled: (_data, _error, { removing }) => {
      if (removing) setDeleting(null);
    },
  });
  const act = (action: ItemAction<T>, item: T) => write.mutate({ action, item });

  function askDelete(item: T) {
    const reason = canRemove?.(item) ?? null;
    if (reason) setError(reason);
    else setDeleting(item);
  }

  return (
    <>
      <div className="mt-4 flex justify-end">
        <Link href={add.href} className="btn btn-primary">
          {add.label}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-4 text-gray-700">{labels.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={labels.list}>
          {items.map((item) => {
            const shown = row(item, act, write.isPending);
            return (
              <li key={keyOf(item)} aria-label={shown.name} className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-200 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {shown.title}
                    {shown.badge && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{shown.badge}</span>}
                  </p>
                  <p className="text-sm text-gray-600">{shown.detail}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {shown.actions}
                  <button type="button" className="btn btn-ghost text-red-700" onClick={() => askDelete(item)} aria-label={labels.deleteLabel(shown.name)}>
                    {labels.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={labels.deleteTitle}
        message={deleting ? labels.deleteMessage(row(deleting, act, false).name) : ""}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        destructive
        busy={write.isPending}
        onConfirm={() => deleting && write.mutate({ action: remove, item: deleting, removing: true })}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog alert={error !== null ? { title: labels.errorTitle, message: error } : null} onClose={() => setError(null)} />
    </>
  );
}
