import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';
import { buttonStyles } from '../Button/Button.tsx';
import { contrastRatio } from './contrast.ts';
import { colour, colourTokens, moduleAccents, radii } from './tokens.ts';

// The tables of the Foundations page, drawn from the Tailwind configuration itself.

function Table({ caption, headers, children }: { caption: ReactNode; headers: ReactNode[]; children: ReactNode }) {
  return (
    <table className="w-full max-w-4xl border-collapse text-start text-sm">
      <caption className="mb-2 text-start text-base font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-line-strong">
          {headers.map((header, index) => (
            <th key={index} scope="col" className="px-2 py-1 text-start font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const cellStyles = tv({ base: 'border-b border-line px-2 py-1 align-middle' });
const cell = cellStyles();

function Ratio({ foreground, background }: { foreground: string; background: string }) {
  const { i18n } = useLingui();
  const ratio = contrastRatio(foreground, background);
  return <span className="tabular-nums">{i18n.number(ratio, { maximumFractionDigits: 2, minimumFractionDigits: 2 })}:1</span>;
}

/** Every colour token with its value and its contrast on the two text backgrounds. */
export function ColourTable() {
  return (
    <Table
      caption={<Trans>Colour roles</Trans>}
      headers={[<Trans key="t">Token</Trans>, <Trans key="s">Sample</Trans>, <Trans key="v">Value</Trans>, <Trans key="c">Contrast on surface</Trans>, <Trans key="cs">Contrast on surface-subtle</Trans>]}
    >
      {[...colourTokens].map(([token, hex]) => (
        <tr key={token}>
          <th scope="row" className={`${cell} font-mono font-normal`}>
            {token}
          </th>
          <td className={cell}>
            <span aria-hidden="true" className="block h-6 w-12 rounded-sm border border-line-strong forced-colors:hidden" style={{ backgroundColor: hex }} />
          </td>
          <td className={`${cell} font-mono`}>{hex}</td>
          <td className={cell}>
            <Ratio foreground={hex} background={colour('surface')} />
          </td>
          <td className={cell}>
            <Ratio foreground={hex} background={colour('surface-subtle')} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The module accents, each carrying white text as on the home tiles. */
export function ModuleAccents() {
  return (
    <ul className="flex flex-wrap gap-3">
      {moduleAccents.map(([module, hex]) => (
        <li key={module} className="w-44 rounded-card p-3 text-ink-inverse forced-colors:border" style={{ backgroundColor: hex }}>
          <span className="block font-semibold">{module}</span>
          <span className="font-mono text-sm">{hex}</span>{' '}
          <Ratio foreground="#ffffff" background={hex} />
        </li>
      ))}
    </ul>
  );
}

const typeScale = [
  ['text-sm', 'text-sm'],
  ['text-base', 'text-base'],
  ['text-lg', 'text-lg'],
  ['text-xl', 'text-xl'],
  ['text-2xl', 'text-2xl'],
  ['text-3xl', 'text-3xl'],
] as const;

/** The sizes of text in use, smallest (help, errors) to largest (page titles). */
export function TypeScale() {
  return (
    <ul className="space-y-2">
      {typeScale.map(([token, className]) => (
        <li key={token} className="flex flex-wrap items-baseline gap-4">
          <span className="w-24 shrink-0 font-mono text-sm text-ink-muted">{token}</span>
          <span className={className}>
            <Trans>Statistical reference metadata</Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}

const spacing = [
  ['1', 'w-1'],
  ['2', 'w-2'],
  ['3', 'w-3'],
  ['4', 'w-4'],
  ['6', 'w-6'],
  ['8', 'w-8'],
  ['12', 'w-12'],
] as const;

/** The spacing steps (multiples of 0.25 rem) that layouts use. */
export function SpacingScale() {
  return (
    <ul className="space-y-1">
      {spacing.map(([step, width]) => (
        <li key={step} className="flex items-center gap-4">
          <span className="w-24 shrink-0 font-mono text-sm text-ink-muted">{`gap-${step}`}</span>
          <span aria-hidden="true" className={`${width} h-4 bg-primary forced-colors:bg-[CanvasText]`} />
          <span className="text-sm tabular-nums">{Number(step) * 0.25} rem</span>
        </li>
      ))}
    </ul>
  );
}

/** Corner radii: controls, then cards and panels. */
export function RadiusScale() {
  return (
    <ul className="flex flex-wrap gap-6">
      {radii.map(([token, value]) => (
        <li key={token} className="flex flex-col items-center gap-1">
          <span aria-hidden="true" className="size-16 border-2 border-line-strong bg-surface-subtle" style={{ borderRadius: value }} />
          <span className="font-mono text-sm">{`rounded-${token}`}</span>
          <span className="text-sm text-ink-muted">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The focus ring, drawn on a button as keyboard users see it. */
export function FocusRingSample() {
  return (
    <div className="flex flex-wrap items-center gap-6 p-2">
      <span className={buttonStyles({ isFocusVisible: true })}>
        <Trans>Focused button</Trans>
      </span>
      <p className="max-w-prose text-sm text-ink-muted">
        <Trans>
          A 3 px outline in the focus colour, 2 px away from the element, on every interactive element; the system highlight colour in forced-colours mode.
        </Trans>
      </p>
    </div>
  );
}
