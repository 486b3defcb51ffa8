/**
 * Mounts the customer-service chat widget for the signed-in user when the service is enabled, with the
 * fields SPEC.md section 2 lists: taken from the session, and the hotel's registration (account code,
 * server licence) from getServerLicense. The shell and the widget then talk through the bus only:
 * 'contact:requested' opens it, 'chat:unread-changed' feeds the header badge.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { ServerLicense } from '../../../server/contracts/module';
import { api } from '../../lib/api';
import { locale } from '../../lib/i18n';
import { contactEnabled, contactReady, contactUnread } from '../../state/contact.model';
import { organisation, token, userinfo } from '../../state/session.model';
import { mount as mountChat } from '../../../widgets/chat/index';

export function ChatMount() {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  const me = userinfo.value;
  const org = organisation.value;
  const lang = locale.value;
  const enabled = contactEnabled.value && !!me && !!org;
  useEffect(() => {
    if (!enabled || !host.current || !me || !org) return undefined;
    const el = host.current;
    let unmount: (() => void) | null = null;
    let gone = false;
    // Without the registration the chat still works: the desk knows the hotel by its code too.
    void api
      .get<{ data: ServerLicense }>('/htservice/module/getServerLicense', undefined, { raw: true })
      .catch(() => null)
      .then((reply) => {
        if (gone) return;
        unmount = mountChat(el, {
          token: () => token.value,
          userId: me.userId,
          orgId: org.id,
          orgName: org.name,
          orgCode: org.code,
          userName: me.userName,
          nickName: me.nickName,
          phone: me.phonenumber,
          accountCode: reply?.data.accountcode,
          serverLicense: reply?.data.serverlicense,
          timestamp: Date.now(),
          locale: lang,
        });
        contactReady.value = true;
      });
    return () => {
      gone = true;
      contactReady.value = false;
      contactUnread.value = 0;
      unmount?.();
    };
  }, [enabled, me?.userId, org?.id, lang]);
  return <div ref={host} data-ht="chat-host" />;
}
