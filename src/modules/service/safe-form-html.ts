/**
 * Rich text of approval forms reaches the page sanitised (Security round 2, item 7). form-js draws a
 * `text` component's markdown and an `html` component's content as HTML; a form definition is data that
 * a designer typed, so both pass through DOMPurify (src/lib/sanitize-html.ts) twice over:
 *
 * - sanitizeFormSchema cleans the schema before any form-js viewer or editor gets it, so neither form-js's
 *   own sanitisers nor the editor's properties panel ever see a handler, script or frame;
 * - sanitisingMarkdown replaces form-js's markdown renderer, whose HTML also holds what markdown itself
 *   makes (a `[link](javascript:…)` is no tag in the source) and what a template put in.
 */
import { MarkdownRenderer } from '@bpmn-io/form-js-viewer';
import { sanitizeHtml, sanitizeHtmlIfNeeded } from '../../lib/sanitize-html';
import { walk } from './form-schema';

/** The property of each component type that form-js draws as HTML. */
const RICH_TEXT = new Map<unknown, string>([
  ['text', 'text'],
  ['html', 'content'],
]);

/** A copy of `schema` whose text and html components hold only safe formatting. */
export function sanitizeFormSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(schema) as Record<string, unknown> & { components?: Parameters<typeof walk>[0] };
  walk(copy.components ?? [], (component) => {
    const c = component as Record<string, unknown>;
    const property = RICH_TEXT.get(c.type);
    if (property && typeof c[property] === 'string') c[property] = sanitizeHtmlIfNeeded(c[property]);
  });
  return copy;
}

class SanitisingMarkdownRenderer extends MarkdownRenderer {
  override render(markdown: string): string {
    return sanitizeHtml(super.render(markdown));
  }
}

/** For `additionalModules` of form-js's Form and FormEditor: it overrides their `markdownRenderer`. */
export const sanitisingMarkdown = { markdownRenderer: ['type', SanitisingMarkdownRenderer] };
