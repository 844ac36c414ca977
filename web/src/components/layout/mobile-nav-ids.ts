/** The menu dialog's id: the header's button opens it (enhancements/mobile-menu.ts adds the rest). */
export const mobileMenuId = 'mobile-menu';
