/**
 * The look of the storefront's modal <dialog> (components/ui/modal.tsx), for a dialog written on the server too
 * (the closed vendor's notice): a plain module, so a server component can read the string.
 */
export const MODAL_CLASS =
  "m-auto max-h-[min(90dvh,48rem)] w-[min(32rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-3xl bg-white p-0 text-ink shadow-2xl transition duration-150 starting:open:scale-95 starting:open:opacity-0 motion-reduce:transition-none";
