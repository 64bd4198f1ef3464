import type { Theme } from '@toeic-ace/contract/rules';

/** Tailwind's dark variant keys off a `dark` class on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
