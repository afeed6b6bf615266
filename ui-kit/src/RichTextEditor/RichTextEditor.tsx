import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandaloneFieldProps } from '../Field/Field.tsx';
import type { FocusHandle } from '../Field/focus-handle.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface RichTextEditorProps extends StandaloneFieldProps {
  /** HTML in the rich-text subset (see RichText); '' when empty. */
  value?: string;
  defaultValue?: string;
  /** Called with HTML in the subset, or '' when the text is empty. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  isReadOnly?: boolean;
  /** Shows "n / limit" characters below the editor; the text is never cut. */
  characterLimit?: number;
  /** Language of the text (`fr`, `en`), when it is not the interface's. */
  lang?: string;
  /** `focus()` puts the caret in the text (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
}

// Tiptap and ProseMirror weigh more than the rest of a form: they load only when an editor shows.
const TiptapEditor = lazy(() => import('./TiptapEditor.tsx'));

/**
 * Formatted text (notes, definitions, Sims rubrics): bold, italic, lists, links, undo and redo,
 * written as a small fixed HTML subset. The editor's code loads on first display, behind a
 * placeholder of the same size; a page without an editor never downloads it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder label={props.label} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}

/** What shows while the editor loads: the label and a box of the same height. */
export function EditorPlaceholder({ label }: { label: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold text-ink">{label}</span>
      <div className="flex min-h-44 items-center justify-center rounded-control border border-line-strong bg-surface-subtle forced-colors:border-[ButtonBorder]">
        <Spinner label={t`Loading the editor`} />
      </div>
    </div>
  );
}
