import { ORIGINAL_ID_ANNOTATION, messageId, preparedAt, type LocalisedText, type MessageHeader, type SdmxCodelist, type SdmxIdentity } from './codelists.ts';

// SDMX-JSON 2.0 structure messages (SDMX 3.0 structures in JSON).

export const SDMX_JSON_MEDIA_TYPE = 'application/vnd.sdmx.structure+json;version=2.0.0';
const SCHEMA = 'https://raw.githubusercontent.com/sdmx-twg/sdmx-json/master/structure-message/tools/schemas/2.0.0/sdmx-json-structure-schema.json';

/**
 * `name` and `names` (`description` and `descriptions`): the text in the message's main language
 * (else the first given), and every language's.
 */
function localised(key: 'name' | 'description', values: readonly LocalisedText[], main: string) {
  if (values.length === 0) return {};
  const best = values.find((value) => value.lang === main) ?? values[0]!;
  return { [key]: best.text, [`${key}s`]: Object.fromEntries(values.map((value) => [value.lang, value.text])) };
}

const annotations = ({ original }: SdmxIdentity) =>
  original === undefined ? {} : { annotations: [{ title: original, type: ORIGINAL_ID_ANNOTATION }] };

function codelistJson(list: SdmxCodelist, main: string) {
  return {
    id: list.id,
    version: list.version,
    agencyID: list.agencyId,
    isExternalReference: false,
    ...localised('name', list.names, main),
    ...localised('description', list.descriptions, main),
    ...annotations(list),
    links: [{ rel: 'self', urn: list.urn, type: 'codelist' }],
    ...(list.codes.length > 0
      ? {
          codes: list.codes.map((code) => ({
            id: code.id,
            ...localised('name', code.names, main),
            ...localised('description', code.descriptions, main),
            ...annotations(code),
            ...(code.parent === null ? {} : { parent: code.parent }),
          })),
        }
      : {}),
    ...(list.extension
      ? {
          codelistExtensions: [
            {
              codelist: list.extension.codelist,
              ...(list.extension.memberValues.length > 0 ? { inclusiveCodeSelection: { memberValues: list.extension.memberValues } } : {}),
            },
          ],
        }
      : {}),
  };
}

/** A structure message holding code lists, as SDMX-JSON 2.0. */
export function codelistsJson(header: MessageHeader, codelists: readonly SdmxCodelist[]) {
  const main = header.languages[0] ?? 'en';
  return {
    meta: { schema: SCHEMA, id: messageId(header), test: false, prepared: preparedAt(header), contentLanguages: [...header.languages], sender: { id: header.sender } },
    data: { codelists: codelists.map((list) => codelistJson(list, main)) },
  };
}
