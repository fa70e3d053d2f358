/** The navigation drawer's element id, for its toggle's `aria-controls` (the drawer itself loads lazily). */
export const NAV_DRAWER_ID = 'nav-drawer';
