import clsx from 'clsx';
import type { ReactNode } from 'react';

/** lg: a page of its own (practice, review, settings); md: the mock test and mistakes pages. */
export type PageHeaderSize = 'md' | 'lg';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  size?: PageHeaderSize;
  /** div when the header is one block of a larger header row. */
  as?: 'header' | 'div';
  /** Lines under the subtitle (counts, status). */
  children?: ReactNode;
}

/** The page's h1 with the line under it saying what the page is for. */
export function PageHeader({
  title,
  subtitle,
  size = 'lg',
  as: Box = 'header',
  children,
}: PageHeaderProps) {
  return (
    <Box>
      <h1
        className={clsx(
          'text-2xl font-bold text-slate-900 dark:text-white',
          size === 'lg' && 'sm:text-3xl',
        )}
      >
        {title}
      </h1>
      {subtitle && (
        <p className={clsx('mt-1 text-slate-500 dark:text-slate-400', size === 'md' && 'text-sm')}>
          {subtitle}
        </p>
      )}
      {children}
    </Box>
  );
}
