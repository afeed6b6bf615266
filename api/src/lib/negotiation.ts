// Content negotiation: which of the formats a route offers the request's Accept header prefers.

export interface Offer {
  /** Media types (without parameters) that choose it; `*\/*` and `type/*` are written out where they should. */
  types: readonly string[];
  /** A `version` parameter asked with one of the types must start with this (SDMX-ML `3.0`). */
  version?: string;
}

interface Range {
  type: string;
  version: string | undefined;
  q: number;
  order: number;
}

function ranges(accept: string): Range[] {
  return accept
    .split(',')
    .map((range, order) => {
      const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
      const value = (name: string) => parameters.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1).replace(/"/g, '');
      const q = Number(value('q') ?? '1');
      return { type, version: value('version'), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The index of the offer the client prefers (highest `q`, then the order it lists them in), or
 * undefined when it accepts none of them. No Accept header: the first offer.
 */
export function negotiate(accept: string | undefined, offers: readonly Offer[]): number | undefined {
  if (!accept?.trim()) return offers.length > 0 ? 0 : undefined;
  for (const range of ranges(accept)) {
    const found = offers.findIndex(({ types, version }) => types.includes(range.type) && (range.version === undefined || version === undefined || range.version.startsWith(version)));
    if (found >= 0) return found;
  }
  return undefined;
}
