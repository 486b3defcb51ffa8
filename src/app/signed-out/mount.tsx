/** @jsxImportSource preact */
/**
 * Where the signed-out pages live: Preact renders them into #signed-out, beside React's #root. main.ts
 * shows the first one before React has loaded; after that React's route table shows and removes them
 * (SignedOutHost.tsx), so the router stays the one place that decides what a path displays.
 */
import { render } from 'preact';
import { VARIANTS, type LoginVariant } from './login-variants';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

export type SignedOutPage = LoginVariant | 'register';

/** Each login variant at its own path (login-variants.ts), and registration. */
const PAGE_AT: Record<string, SignedOutPage> = {
  ...Object.fromEntries(Object.entries(VARIANTS).map(([variant, spec]) => [spec.path, variant as LoginVariant])),
  '/register': 'register',
};

/** The signed-out page at `path`, if it is one. */
export function signedOutPageAt(path: string): SignedOutPage | null {
  return PAGE_AT[path] ?? null;
}

let shown: SignedOutPage | null = null;

/**
 * Renders `page` unless it is on screen already (the first page, shown before React came, keeps what
 * the person typed meanwhile); another page is replaced by a fresh one. The returned function takes the
 * page away again.
 */
export function showSignedOutPage(page: SignedOutPage): () => void {
  const host = document.getElementById('signed-out')!;
  if (shown !== page) {
    render(null, host);
    render(page === 'register' ? <RegisterPage /> : <LoginPage variant={page} />, host);
    shown = page;
  }
  return () => {
    if (shown !== page) return;
    render(null, host);
    shown = null;
  };
}
