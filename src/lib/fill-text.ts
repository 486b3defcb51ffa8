/**
 * Fills a text's `{{name}}` placeholders, the shell's style (rosetta's): the widgets keep their own small
 * tables, since they also run on pages without the shell's, and fill them with this.
 */
export function fillText(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
