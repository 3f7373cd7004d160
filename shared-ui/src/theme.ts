/**
 * Design tokens. Text/background pairs meet WCAG AA (4.5:1) or better:
 * text #1e293b on #fff is 14.6:1, textMuted #475569 is 7.6:1, primary #1d4ed8 with white is 6.7:1,
 * and each semantic `fg` on its `bg` is above 5.9:1.
 */
/** `phone`: below 768 px the side menu is a drawer. */
const breakpointPx = { phone: 767, sm: 600, md: 900, lg: 1200 } as const;

export const theme = {
  colors: {
    bg: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    border: '#cbd5e1',
    borderStrong: '#64748b',
    text: '#1e293b',
    textMuted: '#475569',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primarySoft: '#dbeafe',
    onPrimary: '#ffffff',
    focus: '#1d4ed8',
    focusOnDark: '#fbbf24',
    sidebar: '#13233a',
    sidebarHover: '#1e3554',
    sidebarActive: '#264a78',
    onSidebar: '#e2e8f0',
    overlay: 'rgba(15, 23, 42, 0.55)',
    success: { fg: '#166534', bg: '#dcfce7', solid: '#15803d' },
    warning: { fg: '#854d0e', bg: '#fef9c3', solid: '#a16207' },
    danger: { fg: '#991b1b', bg: '#fee2e2', solid: '#b91c1c' },
    info: { fg: '#1e40af', bg: '#dbeafe', solid: '#1d4ed8' },
    neutral: { fg: '#334155', bg: '#e2e8f0', solid: '#475569' },
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 2px 8px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.22)',
  },
  sizes: { sidebar: '15rem', sidebarCollapsed: '4rem', header: '4rem', tableRow: 44, control: '2.5rem' },
  zIndices: { header: 10, menu: 20, modal: 100, toast: 200, splash: 300 },
  breakpointPx,
  breakpoints: {
    phone: `(max-width: ${breakpointPx.phone}px)`,
    sm: `(max-width: ${breakpointPx.sm}px)`,
    md: `(max-width: ${breakpointPx.md}px)`,
    lg: `(max-width: ${breakpointPx.lg}px)`,
  },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type AppTheme = typeof theme;
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';
