import type { AnchorHTMLAttributes } from 'react';
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';

// The shell's controls (header, footer, home tiles, back to top, language switch) are plain links
// and buttons: react-aria's press, hover and focus-visible machinery is the heaviest part of the first
// page, and these controls need none of it. Their focus ring is the kit's one, through :focus-visible.

/** The kit's focus ring (utils/styles.ts), for a native element. */
export const nativeFocusRingClassName =
  'outline-offset-2 outline-focus forced-colors:outline-[Highlight] outline-none focus-visible:outline-3 focus-visible:outline-solid';

export interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link inside the application: client-side navigation through the host's router (the same
 * RouterProvider as the kit's Link), a plain link for the browser otherwise (new tab, download).
 */
export function NavLink({ href, onClick, children, ...props }: NavLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={router.useHref(href)}
      onClick={(event) => {
        onClick?.(event);
        handleLinkClick(event, router, href, undefined);
      }}
    >
      {children}
    </a>
  );
}
