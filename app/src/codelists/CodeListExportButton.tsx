import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@atelier/ui-kit';
import { downloadAndSave, type SavedFile } from '../lib/save-file.ts';
import { ExportButton } from '../records/ExportButton.tsx';
import { RDF_FORMATS, useSkosFormatOptions } from '../records/rdf-formats.ts';
import { codeListUi, type ListUi } from './kinds.ts';

/** The formats a list is exported in, by the media type the API answers them with (Accept on its read path). */
const FORMATS = {
  'sdmx-ml': 'application/vnd.sdmx.structure+xml;version=3.0.0',
  'sdmx-json': 'application/vnd.sdmx.structure+json;version=2.0.0',
  ...RDF_FORMATS,
} as const;
const isFormat = (value: string): value is Format => value in FORMATS;
type Format = keyof typeof FORMATS;

/** `GET /codeList[/partial]/{id}` asking for SDMX or SKOS: the list as a file, saved under the server's name. */
export function exportCodeList(ui: ListUi, id: string, format: Format): Promise<SavedFile> {
  return downloadAndSave(`${ui.kind.paths.item}/${encodeURIComponent(id)}`, { accept: FORMATS[format] });
}

/**
 * "Export" on a list's page, for other statistical organisations' tools: the list as an SDMX 3.0
 * structure message (SDMX-ML or SDMX-JSON; a partial list as an extension of its parent), or as SKOS
 * (Turtle, RDF/XML or JSON-LD; a concept scheme, a partial list a collection of its parent's concepts).
 */
export function CodeListExportButton({ ui, id }: { ui: ListUi; id: string }) {
  const { t } = useLingui();
  const [format, setFormat] = useState<Format>('sdmx-ml');
  const skos = useSkosFormatOptions();
  const complete = ui === codeListUi;
  return (
    <ExportButton
      title={complete ? t`Export the code list` : t`Export the partial list`}
      description={
        complete ? (
          <Trans>The list is saved with its codes and their hierarchy, as an SDMX 3.0 structure message or as a SKOS concept scheme.</Trans>
        ) : (
          <Trans>The list is saved as the codes it keeps from its parent list, in an SDMX 3.0 structure message or as a SKOS collection.</Trans>
        )
      }
      choice={format}
      run={(chosen) => exportCodeList(ui, id, chosen)}
      failed={<Trans>The list could not be exported.</Trans>}
      onClose={() => setFormat('sdmx-ml')}
    >
      <RadioGroup label={t`Format`} value={format} onChange={(next) => setFormat(isFormat(next) ? next : 'sdmx-ml')}>
        <Radio value="sdmx-ml" label={t`SDMX-ML 3.0 (.xml)`} />
        <Radio value="sdmx-json" label={t`SDMX-JSON 2.0 (.json)`} />
        {skos.map((option) => (
          <Radio key={option.id} value={option.id} label={option.label} />
        ))}
      </RadioGroup>
    </ExportButton>
  );
}
