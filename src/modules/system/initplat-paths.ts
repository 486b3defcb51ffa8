/** Where the initialisation platform's lists and /pppp detail pages live (server/catalog/initplat.ts names the same). */
export const INITPLAT_PATHS = {
  orgList: '/initplat/org',
  menuList: '/initplat/initMenu',
  menuDetail: '/pppp/menu',
  configDetail: '/pppp/config',
} as const;
