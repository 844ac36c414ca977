/** Ids the desktop menu's parts carry, so its markup and its script (enhancements/desktop-menu.ts) agree. */
export const desktopMenuIds = {
  nav: 'main-menu',
  panel: (menu: number) => `main-menu-panel-${menu}`,
  flyout: (menu: number, item: number) => `main-menu-panel-${menu}-${item}`,
} as const;
