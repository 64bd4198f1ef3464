import { SignInCallbackPage } from '@/features/auth/components/sign-in-callback-page';

export function Component() {
  return <SignInCallbackPage />;
}
