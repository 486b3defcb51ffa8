/**
 * Opens the print-preview widget (widgets/print-preview) in a dialog when a page asks for it on the
 * bus — a voucher (`voucher:print-requested`) or a task's PDF (`document:preview-requested`) — with the
 * session's token and language as its mount options.
 */
import { Modal } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { bus, type Events } from '../lib/bus';
import { locale, t } from '../lib/i18n';
import { token } from '../state/session.model';

type Request = Events['voucher:print-requested'] | Events['document:preview-requested'];

function WidgetSlot({ request }: { request: Request }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let unmount: (() => void) | undefined;
    let gone = false;
    // Loaded on first use: the widget stays out of the signed-in area's bundle.
    void import('../../widgets/print-preview/index').then(({ mount }) => {
      if (gone || !el.current) return;
      const source = 'path' in request ? { documentPath: request.path } : { voucherId: request.voucherId };
      unmount = mount(el.current, { ...source, token: token.value ?? '', locale: locale.value });
    });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [request]);
  return <div ref={el} />;
}

export function PrintPreviewHost() {
  useSignals();
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(() => {
    bus.on('voucher:print-requested', setRequest);
    bus.on('document:preview-requested', setRequest);
    return () => {
      bus.off('voucher:print-requested', setRequest);
      bus.off('document:preview-requested', setRequest);
    };
  }, []);
  if (!request) return null;
  return (
    <Modal opened onClose={() => setRequest(null)} size="auto" title={'path' in request ? request.title : t('accounting.voucher.printOf', { no: request.voucherNumber })} data-ht="print-dialog">
      <WidgetSlot request={request} />
    </Modal>
  );
}
