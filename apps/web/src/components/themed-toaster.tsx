import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from './theme';

/**
 * Sonner's light rich colours put text at 3.1-4.4:1 on its tints (success 4.3:1, warning 3.1:1);
 * these darker shades of the same hues reach at least 5.3:1 (WCAG AA 4.5:1, issue 30). Its dark
 * theme's colours already pass (6.6:1 and more).
 */
const LIGHT_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

export function ThemedToaster() {
  const { theme } = useTheme();
  // Spec: toasts top right, at most 20 at once; below the headers, which they covered (issue 30,
  // a phone's most of all): the dashboards' header is the tallest, with a row for the levels on a
  // computer (about 110 px); on a phone every header is one row (64 px at most).
  return (
    <Toaster
      position="top-right"
      visibleToasts={20}
      richColors
      closeButton
      theme={theme}
      offset={{ top: 124, right: 16 }}
      mobileOffset={{ top: 72, left: 8, right: 8 }}
      style={theme === 'light' ? LIGHT_TEXT : undefined}
    />
  );
}
