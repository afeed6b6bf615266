import { useEffect, useId, useImperativeHandle, useMemo, useRef, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createDocument, getHTMLFromFragment, isNodeEmpty } from '@tiptap/core';
import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { Button, Toolbar, ToggleButton } from 'react-aria-components';
import { CharacterCount } from '../Field/CharacterCount.tsx';
import { FieldLabel, useStandaloneHelp } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles, inputStyles } from '../Field/field-styles.ts';
import { RICH_TEXT_LINK, sanitizeRichText } from '../RichText/rich-text-html.ts';
import { LinkPopover } from './LinkPopover.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { editableStyles, toolButtonStyles } from './editor-styles.ts';

/** Only what the subset can hold: paragraphs, line breaks, bold, italic, lists, links, history. */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    dropcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => RICH_TEXT_LINK.test(url),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

/** Keys pressed on their own on the way to a combination (Shift+Tab): they end nothing. */
const isModifier = (key: string) => key === 'Shift' || key === 'Control' || key === 'Alt' || key === 'Meta';

/**
 * In a list, Tab indents the item and Shift+Tab outdents it: after Escape, the next Tab is kept from
 * the editor (a listener that sees it first, around the text) and the browser moves focus on.
 */
function useEscapeThenTabLeaves(around: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = around.current;
    if (!element) return;
    let isLeaving = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isModifier(event.key)) return;
      if (event.key === 'Tab' && isLeaving) event.stopPropagation();
      isLeaving = event.key === 'Escape';
    };
    const forget = () => {
      isLeaving = false;
    };
    element.addEventListener('keydown', onKeyDown, { capture: true });
    element.addEventListener('focusout', forget);
    return () => {
      element.removeEventListener('keydown', onKeyDown, { capture: true });
      element.removeEventListener('focusout', forget);
    };
  }, [around]);
}

/** A document in the subset, '' when it holds no text. */
function documentHtml(doc: ProseMirrorNode, schema: Schema): string {
  return isNodeEmpty(doc) ? '' : sanitizeRichText(getHTMLFromFragment(doc.content, schema));
}

/** The editor's content in the subset, '' when it holds no text. */
function toHtml(editor: Editor): string {
  return documentHtml(editor.state.doc, editor.schema);
}

/** What `toHtml` gives once `html` is loaded: the editor's own markup of it. */
function markupOf(editor: Editor, html: string): string {
  return documentHtml(createDocument(sanitizeRichText(html), editor.schema), editor.schema);
}

/** The editor itself, loaded lazily by RichTextEditor: import that one, never this file. */
export default function TiptapEditor({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  isRequired,
  isInvalid,
  isDisabled,
  isReadOnly,
  characterLimit,
  lang,
  ref,
  className,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const fieldId = useFieldId(name, id);
  const labelId = useId();
  const toolbarId = useId();
  const limitId = useId();
  const keysId = useId();
  const { describedBy, help } = useStandaloneHelp(description, isInvalid ? errorMessage : undefined);
  const isEditable = !isDisabled && !isReadOnly;
  // The last HTML sent out, to tell the caller's echo of it from a value set from outside.
  const emitted = useRef(value ?? defaultValue ?? '');
  // The value set from outside, and the editor's markup of it: loading normalises stored HTML (a
  // no-break space written `&nbsp;`, list items wrapped in paragraphs), which is no change of the
  // person's. While the text reads as loaded, the value stays the one given, so a form is not dirty.
  const loaded = useRef<{ value: string; html?: string }>({ value: value ?? defaultValue ?? '' });

  // A contenteditable is no react-aria field: it gets its name, help and state here, kept up to
  // date when the props change.
  const ariaDescribedBy = [describedBy, isEditable ? keysId : undefined, characterLimit !== undefined ? limitId : undefined].filter(Boolean).join(' ');
  const aroundText = useRef<HTMLDivElement>(null);
  useEscapeThenTabLeaves(aroundText);
  const attributes = useMemo(
    () => ({
      ...(fieldId ? { id: fieldId } : {}),
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(ariaDescribedBy ? { 'aria-describedby': ariaDescribedBy } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      ...(isRequired ? { 'aria-required': 'true' } : {}),
      ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
      ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
      ...(lang ? { lang } : {}),
      class: editableStyles,
    }),
    [fieldId, labelId, ariaDescribedBy, isInvalid, isRequired, isReadOnly, isDisabled, lang],
  );

  const editor = useEditor({
    extensions,
    // Its base styles are in the kit's style sheet (prosemirror.css): the content security policy
    // refuses the <style> element Tiptap would add.
    injectCSS: false,
    content: sanitizeRichText(value ?? defaultValue ?? ''),
    editable: isEditable,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = toHtml(current);
      loaded.current.html ??= markupOf(current, loaded.current.value);
      const next = html === loaded.current.html ? loaded.current.value : html;
      if (next === emitted.current) return;
      emitted.current = next;
      onChange?.(next);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => editor.setEditable(isEditable), [editor, isEditable]);
  useEffect(() => editor.setOptions({ editorProps: { attributes } }), [editor, attributes]);
  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
    loaded.current = { value };
  }, [editor, value]);
  useImperativeHandle(ref, () => ({ focus: () => void editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      isFocused: current.isFocused,
      length: current.state.doc.textContent.length,
    }),
  });

  const chain = () => editor.chain().focus();
  return (
    <div className={fieldStyles({ className })}>
      <FieldLabel elementType="span" id={labelId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div
        className={inputStyles({
          isFocused: state.isFocused,
          isInvalid,
          isDisabled,
          isReadOnly,
          isGroup: true,
          className: 'flex flex-col',
        })}
      >
        {/* Named "Formatting" and the field's label: a form with several editors (one per language) tells their toolbars apart. */}
        <span id={toolbarId} hidden>
          {t`Formatting`}
        </span>
        {isEditable && (
          <Toolbar aria-labelledby={`${toolbarId} ${labelId}`} className="flex flex-wrap gap-1 border-b border-line p-1">
            <ToggleButton aria-label={t`Bold`} isSelected={state.isBold} onChange={() => chain().toggleBold().run()} className={toolButtonStyles}>
              <Bold aria-hidden="true" className="size-5" />
            </ToggleButton>
            <ToggleButton aria-label={t`Italic`} isSelected={state.isItalic} onChange={() => chain().toggleItalic().run()} className={toolButtonStyles}>
              <Italic aria-hidden="true" className="size-5" />
            </ToggleButton>
            <ToggleButton aria-label={t`Bulleted list`} isSelected={state.isBulletList} onChange={() => chain().toggleBulletList().run()} className={toolButtonStyles}>
              <List aria-hidden="true" className="size-5" />
            </ToggleButton>
            <ToggleButton aria-label={t`Numbered list`} isSelected={state.isOrderedList} onChange={() => chain().toggleOrderedList().run()} className={toolButtonStyles}>
              <ListOrdered aria-hidden="true" className="size-5" />
            </ToggleButton>
            <LinkPopover
              currentHref={state.href}
              onApply={(href) => {
                if (editor.state.selection.empty && !state.href) {
                  chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
                } else {
                  chain().extendMarkRange('link').setLink({ href }).run();
                }
              }}
              onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
            />
            <Button aria-label={t`Undo`} isDisabled={!state.canUndo} onPress={() => chain().undo().run()} className={toolButtonStyles}>
              <Undo2 aria-hidden="true" className="size-5" />
            </Button>
            <Button aria-label={t`Redo`} isDisabled={!state.canRedo} onPress={() => chain().redo().run()} className={toolButtonStyles}>
              <Redo2 aria-hidden="true" className="size-5" />
            </Button>
          </Toolbar>
        )}
        {isEditable && (
          <span id={keysId} hidden>
            {t`In a list, Tab indents the item: press Escape then Tab to leave the editor.`}
          </span>
        )}
        <div ref={aroundText}>
          <EditorContent editor={editor} />
        </div>
      </div>
      {help}
      {characterLimit !== undefined && <CharacterCount count={state.length} max={characterLimit} limitId={limitId} />}
    </div>
  );
}
