// Mounts the embeddable widgets on a page without the shell (embed.html), as any host page would:
// import the widget's stable address, call mount(el, options), keep the returned unmount.
// The session is the shell's (HTService-Token cookie of this origin); without one, it says to sign in.
const TOKEN_COOKIE = 'HTService-Token';
const token = () => {
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(TOKEN_COOKIE.length + 1)) : undefined;
};
const status = document.getElementById('embed-status');
const stored = document.getElementById('stored-login-date');
const showStored = () => {
  stored.textContent = localStorage.getItem('loginDate') ?? '';
};
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10);

/** The print preview of the newest voucher this user may see (accounting staff); others get a note why not. */
async function mountPrintPreview(locale, permissions) {
  const note = document.getElementById('print-note');
  if (!permissions.some((p) => p === '*:*:*' || p === 'accounting:voucher:list')) {
    note.textContent = '没有查看凭证的权限 / You may not see vouchers';
    return;
  }
  const list = await fetch('/prod-api/htservice/voucher/list?pageSize=1', { headers: { Authorization: `Bearer ${token()}` } }).then((r) => r.json());
  if (list.code !== 200 || !list.rows?.length) {
    note.textContent = list.code === 200 ? '没有可打印的凭证 / No voucher to print' : list.msg;
    return;
  }
  const preview = await import('/widgets/print-preview.js');
  preview.mount(document.getElementById('ht-print-preview'), { voucherId: list.rows[0].voucherId, token: token(), locale });
  note.textContent = `${list.rows[0].voucherNo ?? ''}`;
}

async function main() {
  if (!token()) {
    status.innerHTML = '';
    const link = Object.assign(document.createElement('a'), { href: '/login?redirect=/embed.html', textContent: '请先登录 / Please sign in first' });
    status.append(link);
    return;
  }
  const reply = await fetch('/prod-api/htservice/user/getInfo', { headers: { Authorization: `Bearer ${token()}` } }).then((r) => r.json());
  if (reply.code !== 200) {
    status.textContent = reply.msg;
    return;
  }
  const me = reply.user;
  const locale = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
  const [loginDate, chat] = await Promise.all([import('/widgets/login-date.js'), import('/widgets/chat.js')]);

  loginDate.mount(document.getElementById('ht-login-date'), {
    token, orgId: me.orgId, initialDate: localStorage.getItem('loginDate') || today(), locale, variant: 'default',
  });
  window.addEventListener('ht:login-date:changed', showStored);
  showStored();

  chat.mount(document.getElementById('ht-chat'), {
    token, userId: me.userId, orgId: me.orgId, orgName: me.orgName, orgCode: me.orgCode, userName: me.userName,
    nickName: me.nickName, phone: me.phonenumber, timestamp: Date.now(), locale, launcher: true,
  });
  await mountPrintPreview(locale, reply.permissions ?? []);
  status.textContent = `${me.nickName} (${me.orgCode} ${me.orgName})`;
}

main().catch((error) => {
  status.textContent = String(error);
});
