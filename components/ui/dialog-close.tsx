import { CloseIcon } from "./icons/x";

/** Closes the enclosing <dialog> with no JavaScript at all (a `method="dialog"` form). */
export function DialogClose({ label, className = "icon-btn" }: { label: string; className?: string }) {
  return (
    <form method="dialog" className="contents">
      <button type="submit" className={className} aria-label={label}>
        <CloseIcon className="size-5" />
      </button>
    </form>
  );
}
