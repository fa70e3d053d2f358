/** Spec 000 (Shell): background music plays only under /dashboard and on /players, /gangs, /notifications, /admin/panel. */
export function isMusicPath(pathname: string): boolean {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return true;
  if (pathname === '/gangs' || pathname.startsWith('/gangs/')) return true;
  return ['/players', '/notifications', '/admin/panel'].includes(pathname);
}
