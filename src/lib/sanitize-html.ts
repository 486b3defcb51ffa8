/**
 * The seam to DOMPurify (DESIGN.md: nothing from data reaches the DOM as HTML unsanitised). Only HTML's
 * own formatting survives: no script, frame, object, SVG or MathML, no event-handler attribute, no
 * javascript: URL.
 *
 * Why the text is "disarmed" before DOMPurify parses it: a browser checks the Content-Security-Policy as
 * soon as an element gets an event-handler attribute, even in the inert document a sanitiser parses into
 * (HTML, "event handler content attributes"); Chromium reports a violation there. The handler could not run,
 * but the report looks exactly like an attack that got through. So a private-use mark goes between the
 * `o` and the `n` wherever an attribute name may begin (after whitespace, `/` or a quote: the only places
 * the HTML tokenizer starts one); attributes so renamed are on no allowlist and DOMPurify drops them; the
 * mark then comes out of what remains (text and allowed attribute values, where "on" never begins a URL
 * scheme that could run code).
 */
import DOMPurify from 'dompurify';

const MARK = '\uE000';
const ATTRIBUTE_MAY_START_ON = /([\s/"'])(o)(n)/gi;
const MARKED_ON = new RegExp(`(o)${MARK}(n)`, 'gi');

/** FORCE_BODY: a leading <script> or <style> would otherwise land in the parsed document's head, unvisited. */
const CONFIG = { USE_PROFILES: { html: true }, FORCE_BODY: true, RETURN_DOM: true } as const;

/** `html` with only safe formatting left, ready for the DOM. */
export function sanitizeHtml(html: string): string {
  return sanitize(html).html;
}

/**
 * `html` itself when it holds nothing to remove, otherwise its sanitised form. For text that people edit
 * (a form's markdown, an HTML block with template expressions): DOMPurify's output re-escapes `<`, `>`
 * and `&`, which would change harmless text in the editor and break `{{ amount > 5000 }}`.
 */
export function sanitizeHtmlIfNeeded(html: string): string {
  const { html: clean, changed } = sanitize(html);
  return changed ? clean : html;
}

function sanitize(html: string): { html: string; changed: boolean } {
  const body = DOMPurify.sanitize(html.replace(ATTRIBUTE_MAY_START_ON, `$1$2${MARK}$3`), CONFIG) as HTMLElement;
  // removed[0] is FORCE_BODY's own marker. <html …> and <body …> tags in the text give their attributes to
  // the parsed document's own elements, which DOMPurify leaves out of its output without reporting them.
  const rootAttributes = body.attributes.length + (body.parentElement?.attributes.length ?? 0);
  return { html: body.innerHTML.replace(MARKED_ON, '$1$2'), changed: DOMPurify.removed.length > 1 || rootAttributes > 0 };
}
