import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { Button, Dialog, DialogTrigger, Form, Heading, Popover, ToggleButton } from 'react-aria-components';
import { buttonStyles } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { RICH_TEXT_LINK } from '../RichText/rich-text-html.ts';
import { toolButtonStyles } from './editor-styles.ts';

export interface LinkPopoverProps {
  /** The address of the link under the caret, or '' when there is none. */
  currentHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
}

/**
 * The toolbar's link button and the small dialog it opens to type the address: an accessible way
 * to enter a URL, where a browser prompt would be neither styled nor translated.
 */
export function LinkPopover({ currentHref, onApply, onRemove }: LinkPopoverProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [href, setHref] = useState('');
  const [isMalformed, setIsMalformed] = useState(false);
  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setHref(currentHref);
      setIsMalformed(false);
    }
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <ToggleButton aria-label={t`Link`} isSelected={currentHref !== ''} className={toolButtonStyles}>
        <Link2 aria-hidden="true" className="size-5" />
      </ToggleButton>
      <Popover placement="bottom" offset={6} className="w-80 max-w-[90vw] rounded-card border border-line-strong bg-surface p-4 shadow-lg forced-colors:border-[CanvasText]">
        <Dialog className="outline-none">
          {({ close }) => (
            <Form
              validationBehavior="aria"
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                // The popover is portalled out of the page's form in the DOM, not in React: keep
                // this submit from reaching the form around the editor.
                event.preventDefault();
                event.stopPropagation();
                const address = href.trim();
                if (!RICH_TEXT_LINK.test(address)) return setIsMalformed(true);
                onApply(address);
                close();
              }}
            >
              <Heading slot="title" className="font-semibold">
                {currentHref ? t`Edit the link` : t`Add a link`}
              </Heading>
              <TextField
                label={t`Address`}
                description={t`Starts with https://, http:// or mailto:`}
                inputMode="url"
                value={href}
                onChange={(value) => {
                  setHref(value);
                  setIsMalformed(false);
                }}
                isInvalid={isMalformed}
                errorMessage={t`Enter an address that starts with https://, http:// or mailto:.`}
              />
              <div className="flex flex-wrap justify-end gap-2">
                {currentHref && (
                  <Button
                    onPress={() => {
                      onRemove();
                      close();
                    }}
                    className={(state) => buttonStyles({ ...state, variant: 'quiet', size: 'sm' })}
                  >
                    {t`Remove the link`}
                  </Button>
                )}
                <Button type="submit" className={(state) => buttonStyles({ ...state, size: 'sm' })}>
                  {t`Apply`}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
