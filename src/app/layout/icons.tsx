/** The few line icons the shell uses, inline so no icon library ships (all decorative: aria-hidden). */
import { Icon } from '../../ui/line-icon';

export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const FullscreenIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
export const SizeIcon = () => (
  <Icon>
    <path d="M4 7V5h10v2M9 5v14M7 19h4M14 13v-1h6v1M17 12v7M16 19h2" />
  </Icon>
);
export const LanguageIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const LogoutIcon = () => (
  <Icon>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);
export const JobsIcon = () => (
  <Icon>
    <path d="M4 6h10M4 12h7M4 18h10" />
    <circle cx="18" cy="15" r="3" />
    <path d="M18 13.5V15l1 1" />
  </Icon>
);

/**
 * The product's mark (public/favicon.svg), inline so no screen waits on an image request for it (the
 * signed-out pages draw the same mark in Preact: signed-out/CardHead.tsx). Named by `label` when it is
 * the only thing saying whose product this is, decorative otherwise.
 */
export function ProductMark({ size, label }: { size: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <rect width="32" height="32" rx="8" fill="#1890ff" />
      <path d="M9 8h4v6h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
    </svg>
  );
}
