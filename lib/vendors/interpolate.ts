/** Fills "{name}" placeholders of a message template that was translated on the server and sent to the browser. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
