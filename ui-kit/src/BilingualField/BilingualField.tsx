import type { ReactNode, Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLanguageName } from '../DataLanguages/language-name.ts';
import type { FocusHandle } from '../Field/focus-handle.ts';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor.tsx';
import { TextEntry } from '../TextField/TextEntry.tsx';

/** One language of the pair: its code, and the binding of its input (react-hook-form: one `useController` per side). */
export interface BilingualSide {
  /** The language of this side's text, as a BCP 47 code (`fr`, `en`): the input's `lang`, and named in its label. */
  lang: string;
  name?: string;
  /** Plain text; with `richText`, HTML in the editor's subset ('' when empty). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Receives the input, or the editor's `focus()` with `richText` (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
}

export interface BilingualFieldProps {
  /** What the pair is, without the language: "Label", "Definition". Each side adds its language. */
  label: ReactNode;
  /** The first language, shown on the left (or on top on narrow screens). */
  lg1: BilingualSide;
  /** The second language, on the right (or below). */
  lg2: BilingualSide;
  /** Help shown under each side. */
  description?: ReactNode;
  /** Shows "n / limit" under each side; the text is never cut. */
  characterLimit?: number;
  /** Several lines per side (notes, descriptions) instead of one. */
  multiline?: boolean;
  /**
   * Formatted text per side (notes, definitions): each side is a RichTextEditor, loaded lazily, and
   * its values are HTML in the editor's subset. Takes precedence over `multiline`.
   */
  richText?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  className?: string;
}

/** Passes an input, or the editor's handle, to a `Ref<FocusHandle>`, which an object ref cannot take directly. */
function forwardTo(ref: Ref<FocusHandle> | undefined) {
  return (element: FocusHandle | null) => {
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

/**
 * Any Lg1/Lg2 pair of the product (labels, definitions, notes), side by side: first language left,
 * second right, stacked when its container is narrower than 42 rem. Each input carries its `lang` and a label naming its
 * language in the interface's language ("Label (French)", « Libellé (français) »); each side is
 * required and invalid on its own. One line, several (`multiline`) or formatted text (`richText`).
 */
export function BilingualField({
  label,
  lg1,
  lg2,
  description,
  characterLimit,
  multiline = false,
  richText = false,
  isDisabled,
  isReadOnly,
  className,
}: BilingualFieldProps) {
  const languageName = useLanguageName();
  return (
    // A container query, not a viewport one: the pair also stacks inside a narrow panel.
    <div className={`@container ${className ?? ''}`}>
      <div className="grid gap-x-6 gap-y-4 @2xl:grid-cols-2">
      {[lg1, lg2].map(({ lang, ref, errorMessage, ...side }) => {
        const language = languageName(lang);
        const sideLabel = (
          <Trans>
            {label} ({language})
          </Trans>
        );
        // What both sides share, whichever editor shows them.
        const shared = { ...side, label: sideLabel, lang, description, errorMessage, characterLimit, isDisabled, isReadOnly };
        if (richText) return <RichTextEditor key={lang} {...shared} ref={forwardTo(ref)} />;
        return (
          <TextEntry
            key={lang}
            {...shared}
            multiline={multiline}
            rows={multiline ? 5 : undefined}
            inputRef={forwardTo(ref)}
            areaRef={forwardTo(ref)}
          />
        );
      })}
      </div>
    </div>
  );
}
