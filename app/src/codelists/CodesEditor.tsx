import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  SearchBox,
  matchesNormalizedQuery,
  normalizeForSearch,
  useDataLanguages,
  useFieldId,
  type DataTableColumn,
} from '@atelier/ui-kit';
import { CodeDialog } from './CodeDialog.tsx';
import { useFieldNames } from '../records/field-names.ts';
import { codeListUi } from './kinds.ts';
import { removeRow, saveRow, type CodeRow } from './code-rows.ts';

export interface CodesEditorProps {
  /** The form field's name: the form's error summary leads to the editor's first control. */
  name: string;
  value: readonly CodeRow[];
  onChange: (rows: CodeRow[]) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

type Row = CodeRow & { id: string };

const PAGE_SIZES = [25, 100] as const;

/** How long a row's button may take to show (the table catching up) before focus goes to Add a code instead. */
const FOCUS_WAIT_MS = 1000;

/**
 * Focus after a change of the rows: on the element `preferred` names as soon as it shows and can
 * take focus (a closing dialog keeps the page inert for a moment), else after FOCUS_WAIT_MS on
 * `fallback`. The dialog's own return of focus (to its opener, which may be gone) yields to it.
 */
function useFocusAfterChange() {
  const [target, setTarget] = useState<{ preferred: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const start = performance.now();
    let frame = 0;
    const attempt = () => {
      const waited = performance.now() - start > FOCUS_WAIT_MS;
      const element = document.getElementById(waited ? target.fallback : target.preferred);
      element?.focus();
      if ((element && document.activeElement === element) || performance.now() - start > 2 * FOCUS_WAIT_MS) {
        setTarget(null);
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return setTarget;
}

/**
 * The codes of a list being edited: searched and shown a page at a time (a list of 10,000 codes
 * opens and searches at once), added and modified in a dialog, removed from their row. Changes are
 * kept in the form until it is saved.
 */
export function CodesEditor({ name, value, onChange, isInvalid, errorMessage }: CodesEditorProps) {
  const { t } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const labels = useFieldNames(codeListUi);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ editing: CodeRow | null } | null>(null);
  const [notice, setNotice] = useState('');
  const fieldId = useFieldId(name, undefined);
  const baseId = useId();
  const addId = `${baseId}-add`;
  const actionId = useCallback((action: 'modify' | 'remove', code: string) => `${baseId}-${action}-${code}`, [baseId]);
  const focusAfterChange = useFocusAfterChange();

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // Typing stays responsive: the table catches up with the field when the browser has time.
  const deferredSearch = useDeferredValue(search);
  const normalized = useMemo(() => value.map((row) => normalizeForSearch(`${row.code} ${row.labelLg1} ${row.labelLg2}`)), [value]);
  const matching = useMemo(() => {
    const query = normalizeForSearch(deferredSearch);
    return query === '' ? value : value.filter((_, index) => matchesNormalizedQuery(normalized[index] ?? '', query));
  }, [value, normalized, deferredSearch]);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  // A removal can leave the last page empty: show the one before.
  const shownPage = Math.min(page, pageCount);
  const shown: Row[] = useMemo(
    () => matching.slice((shownPage - 1) * pageSize, shownPage * pageSize).map((row) => ({ ...row, id: row.code })),
    [matching, shownPage, pageSize],
  );

  const remove = (code: string) => {
    const { rows, moved } = removeRow(value, code);
    // The row and its buttons go: focus goes to the row that takes its place (the next one, else
    // the one before), or to Add a code when none is left on the page.
    const index = shown.findIndex((row) => row.code === code);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    onChange(rows);
    setNotice(
      moved === 0
        ? t`The code ${code} was removed.`
        : t`The code ${code} was removed; its narrower codes (${moved}) moved up one level.`,
    );
    focusAfterChange({ preferred: neighbour ? actionId('remove', neighbour.code) : addId, fallback: addId });
  };

  const columns: DataTableColumn<Row>[] = [
    { id: 'code', header: t`Code`, isRowHeader: true, width: '1fr', cell: (row) => row.code },
    { id: 'labelLg1', header: labels('labelLg1'), width: '3fr', cell: (row) => <span lang={lg1}>{row.labelLg1}</span> },
    { id: 'labelLg2', header: labels('labelLg2'), width: '3fr', cell: (row) => <span lang={lg2}>{row.labelLg2}</span> },
    { id: 'parentCode', header: t`Broader code`, width: '1fr', cell: (row) => row.parentCode ?? '' },
  ];

  // Each row's buttons are Tab stops, as any button (the table is a plain table, not a grid).
  const rowActions = {
    header: t`Actions`,
    cell: ({ code }: Row) => (
      <div className="flex flex-wrap gap-2">
        <Button
          id={actionId('modify', code)}
          size="sm"
          variant="secondary"
          aria-label={t`Modify the code ${code}`}
          onPress={() => setDialog({ editing: value.find((row) => row.code === code) ?? null })}
        >
          {t`Modify`}
        </Button>
        <Button id={actionId('remove', code)} size="sm" variant="quiet" aria-label={t`Remove the code ${code}`} onPress={() => remove(code)}>
          {t`Remove`}
        </Button>
      </div>
    ),
  };

  return (
    <div id={fieldId} className="flex flex-col gap-3">
      {isInvalid && errorMessage && (
        <Alert tone="error" live="off">
          {errorMessage}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <Button id={addId} variant="secondary" onPress={() => setDialog({ editing: null })}>
          {t`Add a code`}
        </Button>
        <SearchBox
          label={t`Search the codes`}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
          className="max-w-md flex-1"
        />
      </div>
      <p role="status" className="text-sm">
        {notice}
      </p>
      <DataTable
        label={t`Codes`}
        columns={columns}
        rowActions={rowActions}
        items={shown}
        totalCount={matching.length}
        paging={{
          page: shownPage,
          onPageChange: setPage,
          pageSize,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
          pageSizeOptions: PAGE_SIZES,
        }}
        emptyState={
          value.length === 0 ? (
            <EmptyState title={t`This list has no code yet.`}>{t`Add the first one with “Add a code”, above the table.`}</EmptyState>
          ) : (
            <EmptyState title={t`No code matches this search.`} />
          )
        }
      />
      {dialog && (
        <CodeDialog
          editing={dialog.editing}
          rows={value}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setDialog(null);
          }}
          onSave={(row) => {
            const rows = saveRow(value, dialog.editing?.code ?? null, row);
            onChange(rows);
            // A new code comes last: show it, whatever the search.
            if (!dialog.editing) {
              setSearch('');
              setPage(Math.ceil(rows.length / pageSize));
            }
            const { code } = row;
            setNotice(dialog.editing ? t`The code ${code} was modified.` : t`The code ${code} was added.`);
            // Back where the dialog was opened: the code's Modify (its code may have changed), or
            // Add a code, ready for the next one.
            focusAfterChange({ preferred: dialog.editing ? actionId('modify', code) : addId, fallback: addId });
          }}
        />
      )}
    </div>
  );
}
