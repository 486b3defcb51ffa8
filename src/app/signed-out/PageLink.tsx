/** @jsxImportSource preact */
/** A link to another page of the shell, followed through the router; a modified click (new tab, window) stays the browser's. */
import type { ComponentChildren } from 'preact';
import { navigateTo } from '../boot/react-boot';

export function PageLink({ href, children, ...rest }: { href: string; class?: string; 'data-ht'?: string; children: ComponentChildren }) {
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigateTo(href);
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
