import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { MoonIcon, SunIcon } from './icons';
import { StaticIconButton } from './static-button';

export type ColorMode = 'light' | 'dark';

/** Light and dark through a class on <html>; follows the system until the user picks, then remembers the pick. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      // next-themes' inline script only matters for server rendering; as a data block React leaves it alone
      // instead of warning that a client-rendered script never runs.
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, forcedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (mode: ColorMode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <StaticIconButton aria-label={`Switch to ${next} mode`} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </StaticIconButton>
  );
}
