/**
 * From this width the header's bar shows every menu entry (an Owner's all fit at 1200 px); below it
 * they sit in the drawer the menu button opens.
 */
export const NAV_BREAKPOINT = 'lg';
