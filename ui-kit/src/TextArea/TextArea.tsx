import type { Ref } from 'react';
import { TextEntry, type TextEntryProps } from '../TextField/TextEntry.tsx';

export interface TextAreaProps extends Omit<TextEntryProps, 'type' | 'inputMode'> {
  /** Visible lines before the area scrolls; the person can also resize it. @default 4 */
  rows?: number;
  /** Forwarded to the text area (react-hook-form focuses it on error). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input: the same field as TextField otherwise. */
export function TextArea({ rows = 4, ref, ...props }: TextAreaProps) {
  return <TextEntry {...props} multiline rows={rows} areaRef={ref} />;
}
