/**
 * The print-preview widget: `mount(el, options) => unmount`. Its own React root and MantineProvider (mountWidget);
 * it talks to the shell only through the bus (its requests, `voucher:printed`) and these options, so
 * it also works on a plain page given a token. The host page loads Mantine's stylesheet.
 */
import { registerMessages, type Locale } from '../../src/lib/i18n';
import { mountWidget } from '../../src/ui/WidgetRoot';
import { DEFAULT_WORKER } from './pdf';
import { PrintPreview } from './PrintPreview';
import { printPreviewTexts } from './texts';

export type PrintPreviewOptions = {
  /** The voucher to show (the server loads it by id, scoped to the token's organisation)… */
  voucherId?: number;
  /** …or a PDF the server holds at this API path (e.g. `/htservice/task/42/result`, a report's PDF). */
  documentPath?: string;
  /** The session's bearer token. */
  token: string;
  /** Default '/prod-api'. */
  apiBase?: string;
  /** Default 'zh'. */
  locale?: Locale;
  /** The pdf.js worker; default the copy build.mjs serves from this origin (/assets/pdf.worker-<version>.js). */
  workerSrc?: string;
};

registerMessages('zh', printPreviewTexts.zh);
registerMessages('en', printPreviewTexts.en);

export function mount(el: HTMLElement, options: PrintPreviewOptions): () => void {
  return mountWidget(
    el,
    'print-preview',
    <PrintPreview
      source={options.documentPath ? { path: options.documentPath } : { voucherId: options.voucherId! }}
      token={options.token}
      apiBase={options.apiBase ?? '/prod-api'}
      lang={options.locale ?? 'zh'}
      workerSrc={options.workerSrc ?? DEFAULT_WORKER}
    />,
  );
}
