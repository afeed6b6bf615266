import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ComboBox, Dialog, RichTextEditor, Spinner, useLanguageName, useLiveRegion } from '@atelier/ui-kit';
import type { DocumentsItem, SimsDocumentRef, SimsRubric } from '@atelier/contracts';
import { useAuthorization } from '../../../auth/privileges.ts';
import { apiList } from '../../../lib/api-client.ts';
import { DocumentForm } from '../../DocumentForm.tsx';
import { documentUi, linkUi } from '../../kinds.ts';
import { LayoutForm } from '../../../records/LayoutForm.tsx';
import { recordQueries, toQueryString } from '../../../records/record-api.ts';
import { RubricErrorText, type RangeEditorProps } from './editor-parts.tsx';
import { useLanguageCodes } from './rubric-hooks.ts';
import { editedRubric, labelIn, rubricFieldName, settleRubric, storedText, type Lg, type RubricReferences } from './rubric-values.ts';

// A rich-text rubric: in each language, its formatted text and the documents and links it cites,
// each list with its Remove buttons, "Add" (a document or link found on the server) and "New" (one
// created on the spot with the documents' own form). Typing stays local to the editor: the host
// hears of the text on blur or after a pause, so a key press never renders the whole report.

type RichText = Extract<SimsRubric, { rangeType: 'RICH_TEXT' }>;
type Kind = SimsDocumentRef['kind'];
type Labelled = { labelLg1: string; labelLg2: string | null };

/** After this pause in typing, the text reaches the host (the unsaved-changes guard, the counter). */
const COMMIT_AFTER_MS = 400;
/** How many matches the "Add" search offers at once: typing narrows them. */
const PICKER_MATCHES = 50;

const keyOf = (kind: Kind, id: string) => `${kind}/${id}`;

/** The label of a document or link cited: from the report's answer, from the search it was picked in, else read. */
function useAttachedLabel(kind: Kind, id: string, known: Labelled | undefined): Labelled | undefined {
  const document = useQuery({ ...recordQueries.detail(documentUi, id), enabled: known === undefined && kind === 'document' });
  const link = useQuery({ ...recordQueries.detail(linkUi, id), enabled: known === undefined && kind === 'link' });
  return known ?? (kind === 'document' ? document.data : link.data);
}

interface AttachedItemProps {
  kind: Kind;
  id: string;
  lg: Lg;
  known: Labelled | undefined;
  onRemove: (title: string) => void;
}

/** One document or link cited: its title in the column's language, and Remove (named after it). */
function AttachedItem({ kind, id, lg, known, onRemove }: AttachedItemProps) {
  const code = useLanguageCodes();
  const titleId = useId();
  const removeId = useId();
  const label = useAttachedLabel(kind, id, known);
  const title = label ? labelIn(label, lg) : null;
  return (
    <li className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-2 forced-colors:border-[CanvasText]">
      <span id={titleId} className="min-w-0 wrap-anywhere">
        {title ? <span lang={code(title.lg)}>{title.text}</span> : id}
      </span>
      <Button id={removeId} aria-labelledby={`${removeId} ${titleId}`} variant="secondary" size="sm" onPress={() => onRemove(title?.text ?? id)}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

interface AttachPickerProps {
  kind: Kind;
  lg: Lg;
  language: string;
  isOpen: boolean;
  onClose: () => void;
  /** Those already cited in the language: not offered again. */
  attached: ReadonlySet<string>;
  onAdd: (item: DocumentsItem) => void;
}

/** "Add": a document (or link) found on the server by words of its title or its identifier, as one types. */
function AttachPicker({ kind, lg, language, isOpen, onClose, attached, onAdd }: AttachPickerProps) {
  const { t } = useLingui();
  const code = useLanguageCodes();
  const [chosen, setChosen] = useState<DocumentsItem | null>(null);
  const found = useRef(new Map<string, DocumentsItem>());
  const close = () => {
    setChosen(null);
    onClose();
  };
  const loadOptions = async (search: string, signal: AbortSignal) => {
    const { items } = await apiList<DocumentsItem>(`/documents${toQueryString({ type: kind, q: search.trim(), per_page: PICKER_MATCHES })}`, { signal });
    return items
      .filter((item) => !attached.has(item.id))
      .map((item) => {
        found.current.set(item.id, item);
        const label = labelIn(item, lg);
        return { id: item.id, label: `${label.text} (${item.id})`, lang: code(label.lg) };
      });
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={kind === 'document' ? t`Add a document (${language})` : t`Add a link (${language})`}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            isDisabled={!chosen}
            onPress={() => {
              if (!chosen) return;
              setChosen(null);
              onAdd(chosen);
            }}
          >
            <Trans>Add</Trans>
          </Button>
        </>
      }
    >
      <ComboBox
        label={kind === 'document' ? t`Document` : t`Link`}
        description={t`Type words of its title, or its identifier.`}
        loadOptions={loadOptions}
        value={chosen?.id ?? null}
        onChange={(key) => setChosen(key === null ? null : (found.current.get(String(key)) ?? null))}
      />
    </Dialog>
  );
}

interface AttachedBlockProps {
  kind: Kind;
  lg: Lg;
  language: string;
  /** Every document and link cited in the language (this block shows its kind's). */
  attached: readonly SimsDocumentRef[];
  labelOf: (kind: Kind, id: string) => Labelled | undefined;
  onPicked: (kind: Kind, item: DocumentsItem) => void;
  /** Changes the documents and links cited in the language (built on the latest ones). */
  onChange: (change: (attached: readonly SimsDocumentRef[]) => SimsDocumentRef[]) => void;
  announce: (message: string) => void;
}

/** The documents, or the links, cited in one language: the list, Remove, Add and New. */
function AttachedBlock({ kind, lg, language, attached, labelOf, onPicked, onChange, announce }: AttachedBlockProps) {
  const { t } = useLingui();
  const { can } = useAuthorization();
  const titleId = useId();
  const [dialog, setDialog] = useState<'pick' | 'create' | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  // After a creation, New again (its dialog closes as its form's Save button goes pending: the focus would be lost).
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current || dialog !== null) return;
    focusNew.current = false;
    newRef.current?.focus();
  }, [dialog]);
  // After a removal, the Remove of the item now in its place (or the one before), else Add.
  const focusAt = useRef<number | null>(null);
  const shown = attached.filter((entry) => entry.kind === kind);
  const count = shown.length;
  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? addRef.current)?.focus();
  }, [count]);

  const remove = (id: string, index: number, title: string) => {
    focusAt.current = index;
    onChange((before) => before.filter((entry) => entry.kind !== kind || entry.id !== id));
    announce(t`“${title}” removed.`);
  };
  const add = (item: DocumentsItem) => {
    onPicked(kind, item);
    onChange((before) => [...before, { kind, id: item.id }]);
    setDialog(null);
    const title = labelIn(item, lg).text;
    announce(t`“${title}” added.`);
  };
  const created = (id: string) => {
    onChange((before) => [...before, { kind, id }]);
    focusNew.current = true;
    setDialog(null);
    announce(kind === 'document' ? t`Document ${id} created and added.` : t`Link ${id} created and added.`);
  };
  const embedded = { onSaved: created, onCancel: () => setDialog(null) };
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <span id={titleId} className="font-semibold text-ink forced-colors:text-[CanvasText]">
        {kind === 'document' ? t`Documents (${language})` : t`Links (${language})`}
      </span>
      {count === 0 ? (
        <p className="text-ink-muted italic forced-colors:text-[CanvasText]">{kind === 'document' ? <Trans>No document</Trans> : <Trans>No link</Trans>}</p>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-2">
          {shown.map((entry, index) => (
            <AttachedItem key={entry.id} kind={kind} id={entry.id} lg={lg} known={labelOf(kind, entry.id)} onRemove={(title) => remove(entry.id, index, title)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={addRef} variant="secondary" size="sm" onPress={() => setDialog('pick')}>
          {kind === 'document' ? <Trans>Add a document</Trans> : <Trans>Add a link</Trans>}
        </Button>
        {can('OPERATION_DOCUMENT', 'CREATE') && (
          <Button ref={newRef} variant="secondary" size="sm" onPress={() => setDialog('create')}>
            {kind === 'document' ? <Trans>New document</Trans> : <Trans>New link</Trans>}
          </Button>
        )}
      </div>
      <AttachPicker
        kind={kind}
        lg={lg}
        language={language}
        isOpen={dialog === 'pick'}
        onClose={() => setDialog(null)}
        attached={new Set(shown.map((entry) => entry.id))}
        onAdd={add}
      />
      <Dialog
        isOpen={dialog === 'create'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        isDismissable={false}
        title={kind === 'document' ? t`New document` : t`New link`}
      >
        {/* The form reads what it offers (the stamps) when first opened: it waits here, in the dialog. Without
            this, the report's whole form would wait (hidden), losing its scroll and the focus to return to. */}
        <Suspense fallback={<Spinner />}>
          {kind === 'document' ? <DocumentForm embedded={embedded} /> : <LayoutForm ui={linkUi} embedded={embedded} />}
        </Suspense>
      </Dialog>
    </div>
  );
}

/** The labels the report's answer gives of what it cites, by kind. */
function referencedLabels(references: RubricReferences, kind: Kind, id: string): Labelled | undefined {
  return references[kind === 'document' ? 'documents' : 'links']?.find((record) => record.id === id);
}

/** A rich-text rubric in both languages side by side, each with its documents and links. */
export function RichTextRubricEditor({ msd, value, onChange, references, name, errors }: RangeEditorProps) {
  const { t } = useLingui();
  const code = useLanguageCodes();
  const languageName = useLanguageName();
  const current = editedRubric(msd, value, 'RICH_TEXT');
  const { region, announce } = useLiveRegion();
  const [picked, setPicked] = useState<ReadonlyMap<string, Labelled>>(new Map());

  // The text typed since the host last heard of it, per language; sent with the next change.
  const drafts = useRef<Partial<Record<Lg, string>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ current, onChange });
  useLayoutEffect(() => {
    latest.current = { current, onChange };
  });

  /** Sends the text typed, and a change of the rubric if any, in one value. */
  const update = useCallback((change?: (rubric: RichText) => RichText) => {
    clearTimeout(timer.current);
    const pending = drafts.current;
    drafts.current = {};
    const { current: base, onChange: send } = latest.current;
    let next: RichText = {
      ...base,
      ...(pending[1] === undefined ? {} : { labelLg1: storedText(pending[1]) }),
      ...(pending[2] === undefined ? {} : { labelLg2: storedText(pending[2]) }),
    };
    if (change) next = change(next);
    if (!change && next.labelLg1 === base.labelLg1 && next.labelLg2 === base.labelLg2) return;
    // A second change before the host renders again builds on this one.
    latest.current = { current: next, onChange: send };
    send(settleRubric(next));
  }, []);
  const commit = useCallback(() => update(), [update]);
  // Leaving the page (or the rubric) keeps what was typed last.
  useEffect(() => commit, [commit]);

  const type = (lg: Lg, html: string) => {
    drafts.current[lg] = html;
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, COMMIT_AFTER_MS);
  };
  const labelOf = (kind: Kind, id: string) => referencedLabels(references, kind, id) ?? picked.get(keyOf(kind, id));
  const onPicked = (kind: Kind, item: DocumentsItem) => setPicked((before) => new Map(before).set(keyOf(kind, item.id), item));

  return (
    <div className="@container">
      <div className="grid gap-x-6 gap-y-6 @2xl:grid-cols-2">
        {([1, 2] as const).map((lg) => {
          const field = lg === 1 ? 'labelLg1' : 'labelLg2';
          const documentsField = lg === 1 ? 'documentsLg1' : 'documentsLg2';
          const language = languageName(code(lg));
          const documentsError = errors[documentsField];
          return (
            <div key={lg} className="flex min-w-0 flex-col gap-4">
              <RichTextEditor
                label={t`${name} (${language})`}
                lang={code(lg)}
                name={rubricFieldName(msd.idMas, field)}
                value={current[field] ?? ''}
                onChange={(html) => type(lg, html)}
                onBlur={commit}
                isInvalid={errors[field] !== undefined}
                errorMessage={errors[field]}
              />
              {(['document', 'link'] as const).map((kind) => (
                <AttachedBlock
                  key={kind}
                  kind={kind}
                  lg={lg}
                  language={language}
                  attached={current[documentsField]}
                  labelOf={labelOf}
                  onPicked={onPicked}
                  onChange={(change) => update((rubric) => ({ ...rubric, [documentsField]: change(rubric[documentsField]) }))}
                  announce={announce}
                />
              ))}
              {documentsError && <RubricErrorText>{documentsError}</RubricErrorText>}
            </div>
          );
        })}
      </div>
      {/* What Add, New and Remove did, said without moving the focus. */}
      {region}
    </div>
  );
}
