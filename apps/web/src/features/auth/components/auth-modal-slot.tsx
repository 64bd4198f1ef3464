import { lazy, Suspense, useState } from 'react';
import { useAuthModalStore } from '../store';

const AuthModal = lazy(() =>
  import('./auth-modal').then((module) => ({ default: module.AuthModal })),
);

/**
 * The header's sign-in dialog, loaded the first time it is opened (its form, validation and
 * Google button are not part of the first paint), then kept mounted so it opens at once again.
 */
export function AuthModalSlot() {
  const open = useAuthModalStore((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
