import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { SecuritySection } from '@/features/auth/components/security/security-section';
import { LocalDataSection } from '@/features/migration/components/local-data-section';

/**
 * The settings sections below the learner's own preferences: the account's security and this
 * browser's local data. A chunk of their own (routes/settings.tsx), fetched with the page but
 * not waited for by its first paint.
 */
export default function SettingsAccountSections({ preferences }: { preferences: unknown }) {
  return (
    <>
      <ComponentErrorBoundary name="security">
        <SecuritySection />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="local-data">
        <LocalDataSection preferences={preferences} />
      </ComponentErrorBoundary>
    </>
  );
}
