import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { tv, type VariantProps } from '../utils/variants.ts';
import { buttonStyles, isAriaCurrent } from '../Button/Button.tsx';
import { focusRing } from '../utils/styles.ts';

const linkStyles = tv({
  extend: focusRing,
  base: 'rounded-sm underline decoration-1 underline-offset-2 transition-colors duration-quick forced-colors:text-[LinkText]',
  variants: {
    variant: {
      primary: 'text-primary hover:text-primary-hover hover:decoration-2',
      inherit: 'text-current hover:decoration-2',
    },
    isDisabled: { true: 'cursor-default text-ink-muted no-underline forced-colors:text-[GrayText]' },
  },
  defaultVariants: { variant: 'primary' },
});

export interface LinkProps extends AriaLinkProps, VariantProps<typeof linkStyles> {}

/**
 * A text link. With an `href` it navigates inside the application (the host wires react-aria's
 * RouterProvider to its router), or leaves it for an absolute URL.
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (given, renderProps) =>
        linkStyles({ ...renderProps, variant, className: given }),
      )}
    />
  );
}

export interface LinkButtonProps extends AriaLinkProps, Omit<VariantProps<typeof buttonStyles>, 'isPending' | 'isCurrent'> {}

/**
 * A link that looks like a button, for actions that navigate ("New", "Modify"). It is announced
 * and behaves as a link: Enter follows it, Space does not.
 */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (given, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, isCurrent: isAriaCurrent(props['aria-current']), className: `no-underline ${given ?? ''}` }),
      )}
    />
  );
}
