import type { Config } from 'tailwindcss';

/**
 * Atelier's design tokens. Tailwind v4 reads this file through `@config` in the kit's CSS
 * (ui-kit/src/styles/index.css); classes such as `bg-primary` or `text-muted` come from here.
 *
 * Every text colour reaches 4.5:1 on `surface` and `surface-subtle` (WCAG 2.2 AA 1.4.3), and
 * `line-strong`, the border of every control, 3:1 (1.4.11); plain `line` is for decorative dividers
 * only. Forced-colours mode replaces them all with system colours (the `forced-colors:` variants).
 */
export default {
  theme: {
    extend: {
      colors: {
        surface: { DEFAULT: '#ffffff', subtle: '#f3f5f8', sunken: '#e7ebf0' },
        ink: { DEFAULT: '#1b1f24', muted: '#4a5360', inverse: '#ffffff' },
        line: { DEFAULT: '#c5ccd6', strong: '#6b7480' },
        primary: { DEFAULT: '#1f4fa0', hover: '#173d7d', pressed: '#11305f', soft: '#e8eefa' },
        danger: { DEFAULT: '#b42318', hover: '#8f1c13', soft: '#fdecea' },
        success: { DEFAULT: '#1e7a3c', soft: '#e7f4ec' },
        warning: { DEFAULT: '#8a5300', soft: '#fdf3e1' },
        info: { DEFAULT: '#1f4fa0', soft: '#e8eefa' },
        focus: '#1a5fd0',
        // One accent per module: tiles, menu underline, page header rule.
        module: {
          concepts: '#6f3a93',
          classifications: '#0d6b6b',
          operations: '#1f4fa0',
          structures: '#94470a',
          datasets: '#2c6a1d',
          codelists: '#8c2453',
        },
      },
      fontFamily: {
        sans: ['"Liberation Sans"', 'Arial', 'Helvetica', 'system-ui', 'sans-serif'],
        mono: ['"Liberation Mono"', '"DejaVu Sans Mono"', 'ui-monospace', 'monospace'],
      },
      borderRadius: {
        control: '0.375rem',
        card: '0.625rem',
      },
      maxWidth: {
        page: '80rem',
        prose: '44rem',
      },
      transitionDuration: {
        quick: '120ms',
      },
    },
  },
} satisfies Omit<Config, 'content'>;
