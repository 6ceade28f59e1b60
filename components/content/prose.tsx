import { sanitizeHtml } from "@/lib/content/sanitize";

/** Server HTML (legal pages, blog posts), allow-listed by lib/content/sanitize.ts, styled without a plugin. */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-3xl text-base leading-7 text-gray-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_table]:mt-4 [&_td]:border [&_td]:border-gray-200 [&_td]:p-2 [&_th]:border [&_th]:border-gray-200 [&_th]:p-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Allow-listed markup only: lib/content/sanitize.ts drops scripts, handlers and unsafe links.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
