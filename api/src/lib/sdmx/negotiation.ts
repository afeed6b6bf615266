import { ApiError } from '../errors.ts';
import { SDMX_JSON_MEDIA_TYPE } from './structure-json.ts';
import { SDMX_ML_MEDIA_TYPE } from './structure-ml.ts';

// Which SDMX syntax a structure is answered in, from the request's Accept header, as SDMX's REST
// API chooses: SDMX-ML 3.0 by default, SDMX-JSON 2.0 when asked.

export type SdmxSyntax = 'ml' | 'json';

/** Media types (without parameters) each syntax answers, and the version it offers. */
const OFFERS: { syntax: SdmxSyntax; types: string[]; version: string }[] = [
  { syntax: 'ml', types: ['application/vnd.sdmx.structure+xml', 'application/xml', 'text/xml', '*/*', 'application/*'], version: '3.0' },
  { syntax: 'json', types: ['application/vnd.sdmx.structure+json', 'application/json'], version: '2.0' },
];

/** The syntax of the answer; none the client accepts: 406 NOT_ACCEPTABLE, naming what is offered. */
export function sdmxSyntax(accept: string | undefined): SdmxSyntax {
  if (!accept?.trim()) return 'ml';
  const ranges = accept
    .split(',')
    .map((range, order) => {
      const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
      const value = (name: string) => parameters.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1).replace(/"/g, '');
      const q = Number(value('q') ?? '1');
      return { type, version: value('version'), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const range of ranges) {
    const offer = OFFERS.find(({ types, version }) => types.includes(range.type) && (range.version === undefined || range.version.startsWith(version)));
    if (offer) return offer.syntax;
  }
  throw new ApiError('NOT_ACCEPTABLE', `Offered: ${SDMX_ML_MEDIA_TYPE} (the default) and ${SDMX_JSON_MEDIA_TYPE}.`);
}
