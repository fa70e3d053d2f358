import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/** Spec 000 section 2: a player opens /dashboard/profile/{username}, or /dashboard/profile without a username. */
export function PlayerLink({
  username,
  className,
  children,
}: {
  username: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return username ? (
    <Link to="/dashboard/profile/$username" params={{ username }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/dashboard/profile" className={className}>
      {children}
    </Link>
  );
}
