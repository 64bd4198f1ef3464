import { DatabaseBackup, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { to: '/settings', name: 'settings', icon: Settings, text: 'header.accountSettings' },
  { to: '/migration', name: 'migration', icon: DatabaseBackup, text: 'header.migration' },
] as const;

interface AccountLinksProps {
  className: string;
  /** Each link's test id is `${testIdPrefix}-settings` and so on. */
  testIdPrefix: string;
  /** 'menuitem' inside a dropdown menu. */
  role?: 'menuitem';
  onNavigate: () => void;
}

/** The signed-in learner's own pages, as the user menu and the mobile menu both list them. */
export function AccountLinks({ className, testIdPrefix, role, onNavigate }: AccountLinksProps) {
  const { t } = useTranslation();
  return LINKS.map(({ to, name, icon: Icon, text }) => (
    <Link
      key={name}
      to={to}
      role={role}
      data-testid={`${testIdPrefix}-${name}`}
      className={className}
      onClick={onNavigate}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {t(text)}
    </Link>
  ));
}
