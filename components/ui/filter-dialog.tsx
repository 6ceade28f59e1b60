import type { ReactNode } from "react";
import { NativeDialog } from "./dialog";
import { DialogClose } from "./dialog-close";
import { FilterIcon } from "./icons/list-filter";

/**
 * The filters of a list on a narrow screen (the stores' filter panel, the blog's categories): a "Filters" button with
 * its icon and a native modal <dialog> — a sheet from the bottom on a phone, a card from `sm` up — with its heading
 * and a close button. Server-rendered and opened without JavaScript (components/ui/dialog.tsx); its links and GET
 * forms keep the filter in the URL.
 */
export function FilterDialog({ id, title, trigger, closeLabel, children }: { id: string; title: string; trigger: string; closeLabel: string; children: ReactNode }) {
  return (
    <NativeDialog
      id={id}
      label={title}
      triggerClassName="btn btn-outline"
      trigger={
        <>
          <FilterIcon className="size-4" />
          {trigger}
        </>
      }
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-5 text-ink sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-bold">{title}</h2>
        <DialogClose label={closeLabel} />
      </div>
      {children}
    </NativeDialog>
  );
}
