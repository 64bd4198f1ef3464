import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/features/language/store';
import { currentPreferences } from '@/features/settings/store';
import { applyTheme } from '@/lib/theme';
import { App } from '@/app/app';
import './index.css';

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme(currentPreferences().theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
