/**
 * A same-site link that navigates through the router like wouter's `Link`, without subscribing to the
 * address: wouter's Link re-renders on every navigation (it reads the location for its class names), so
 * the shell's always-present links (sidebar, rail, breadcrumb) would all render again on each tab switch.
 * For Mantine's `component` prop (`<NavLink component={RouterLink} href=…>`).
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { navigate } from 'wouter/use-browser-location';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink({ href, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        // A modified or non-primary click keeps the browser's own behaviour (new tab, window, download).
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});
