import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Radio, RadioGroup, useDataLanguages, useLanguageName } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import { downloadAndSave } from '../lib/save-file.ts';
import { ListToolHeader } from './ListToolHeader.tsx';
import type { RecordUi } from './kind.ts';
import { downloadRdf, isRdfFormat, useSkosFormatOptions, type RdfFormat } from './rdf-formats.ts';
import { SelectionPicker, type SelectedRecord } from './SelectionPicker.tsx';

// The export of a selection of records of a kind as OpenDocument files: a text in the first or the
// second language, or a spreadsheet; one document for the selection, or one per record (a ZIP). The
// file is saved under the name the server gives in its Content-Disposition.

/** What an export may answer: a ZIP, an ODT, an ODS, or the API's error. */
const EXPORT_MEDIA_TYPES = ['application/zip', 'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/json'].join(', ');

/** What an export writes: an ODT in the first or second language, or an ODS. */
export type ExportFormat = 'odt-lg1' | 'odt-lg2' | 'ods';

export interface ExportChoice {
  type: 'odt' | 'ods';
  langue: 'lg1' | 'lg2';
  /** One document per concept (of the selection, or of each collection's members). */
  withConcepts: boolean;
}

/** An export of a selection: where it is asked for, and the identifiers its body carries. */
export interface ExportRequest {
  path: string;
  ids: readonly string[];
}

export function exportChoiceOf(format: ExportFormat, withConcepts: boolean): ExportChoice {
  return { type: format === 'ods' ? 'ods' : 'odt', langue: format === 'odt-lg2' ? 'lg2' : 'lg1', withConcepts };
}

/** The formats as offered: ODT in each data language by its name, then ODS. */
export function useExportFormats(): { id: ExportFormat; label: string }[] {
  const { t } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const languageName = useLanguageName();
  return useMemo(() => {
    const odt = (code: string) => {
      const language = languageName(code);
      return t`Text document (ODT) in ${language}`;
    };
    return [
      { id: 'odt-lg1', label: odt(lg1) },
      { id: 'odt-lg2', label: odt(lg2) },
      { id: 'ods', label: t`Spreadsheet (ODS), both languages` },
    ];
  }, [t, languageName, lg1, lg2]);
}

export interface ExportChoiceFieldsProps<F extends string = ExportFormat> {
  format: F;
  onFormatChange: (format: F) => void;
  perConcept: boolean;
  onPerConceptChange: (perConcept: boolean) => void;
  /** The choice between one document and one per concept: its legend and its two options. */
  documents: { label: string; one: string; each: string };
  /** Formats offered after the documents' (SKOS for one record), for which there are no documents to choose. */
  more?: readonly { id: F; label: string }[];
}

/** The choices of an export: its format, and one document or one per concept. */
export function ExportChoiceFields<F extends string = ExportFormat>({ format, onFormatChange, perConcept, onPerConceptChange, documents, more = [] }: ExportChoiceFieldsProps<F>) {
  const { t } = useLingui();
  const formats = useExportFormats();
  const documentFormat = formats.some((option) => option.id === format);
  return (
    <div className="flex flex-wrap gap-8">
      <RadioGroup label={t`Format`} value={format} onChange={(value) => onFormatChange(value as F)}>
        {[...formats, ...more].map((option) => (
          <Radio key={option.id} value={option.id} label={option.label} />
        ))}
      </RadioGroup>
      {documentFormat && (
        <RadioGroup label={documents.label} value={perConcept ? 'each' : 'one'} onChange={(value) => onPerConceptChange(value === 'each')}>
          <Radio value="one" label={documents.one} />
          <Radio value="each" label={documents.each} />
        </RadioGroup>
      )}
    </div>
  );
}

export interface BulkExportPageProps {
  ui: RecordUi;
  /** The export of these records with these choices (`POST`, the identifiers in the body). */
  exportRequest: (ids: string[], choice: ExportChoice) => ExportRequest;
  title: string;
  selectedTitle: string;
  candidatesTitle: string;
  noCandidate: string;
  /** Said when Export is pressed with nothing selected. */
  nothingSelected: string;
  /** The choice between one document and one per concept: its legend and its two options. */
  documents: { label: string; one: string; each: string };
  /** The selection is also offered as SKOS: `POST {list}/selection`, the identifiers in the body. */
  skos?: boolean;
}

type Export = { ids: string[]; choice: ExportChoice } | { ids: string[]; rdf: RdfFormat };

/**
 * The picker over every record of the kind, the format, one document or one per concept, and Export:
 * nothing selected is refused before any call; the file saved is named once downloaded.
 */
export function BulkExportPage({ ui, exportRequest, title, selectedTitle, candidatesTitle, noCandidate, nothingSelected, documents, skos = false }: BulkExportPageProps) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<SelectedRecord[]>([]);
  const [format, setFormat] = useState<ExportFormat | RdfFormat>('odt-lg1');
  const [perConcept, setPerConcept] = useState(false);
  const [refused, setRefused] = useState(false);
  const skosFormats = useSkosFormatOptions();
  const exporting = useMutation({
    mutationFn: (request: Export) => {
      if ('rdf' in request) return downloadRdf(`${ui.kind.paths.list}/selection`, request.rdf, request.ids);
      const { path, ids: body } = exportRequest(request.ids, request.choice);
      return downloadAndSave(path, { method: 'POST', body, accept: EXPORT_MEDIA_TYPES });
    },
  });
  const submit = () => {
    if (selected.length === 0) {
      setRefused(true);
      return;
    }
    const ids = selected.map((record) => record.id);
    exporting.mutate(isRdfFormat(format) ? { ids, rdf: format } : { ids, choice: exportChoiceOf(format, perConcept) });
  };
  const changed = () => exporting.reset();
  /** A changed choice makes the last result stale. */
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    changed();
  };
  const fileName = exporting.data?.fileName ?? '';

  return (
    <div className="flex flex-col gap-6">
      <ListToolHeader ui={ui} title={title}>
        <Button onPress={submit} isPending={exporting.isPending} pendingLabel={t`Exporting…`}>
          <Trans>Export</Trans>
        </Button>
      </ListToolHeader>
      <ExportChoiceFields
        format={format}
        onFormatChange={choose(setFormat)}
        perConcept={perConcept}
        onPerConceptChange={choose(setPerConcept)}
        documents={documents}
        more={skos ? skosFormats : []}
      />
      {exporting.isSuccess && (
        <Alert tone="success" title={<Trans>Exported</Trans>}>
          <Trans>Saved as {fileName}.</Trans>
        </Alert>
      )}
      {exporting.isError && (
        <Alert tone="error" title={<Trans>Not exported</Trans>}>
          {describeError(exporting.error, i18n)}
        </Alert>
      )}
      <SelectionPicker
        ui={ui}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          changed();
          if (next.length > 0) setRefused(false);
        }}
        selectedTitle={selectedTitle}
        candidatesTitle={candidatesTitle}
        noCandidate={noCandidate}
        error={refused ? nothingSelected : undefined}
      />
    </div>
  );
}
