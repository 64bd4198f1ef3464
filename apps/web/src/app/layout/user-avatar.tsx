import clsx from 'clsx';

/** The first letter of the username (any script) in a coloured circle. */
export function UserAvatar({ username, size = 'sm' }: { username: string; size?: 'sm' | 'md' }) {
  const initial = Array.from(username.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      data-testid="user-avatar"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-sky-500 font-semibold text-white',
        size === 'sm' ? 'h-8 w-8 text-sm' : 'h-10 w-10 text-base',
      )}
    >
      {initial}
    </span>
  );
}
