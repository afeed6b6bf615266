import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RichText } from './RichText.tsx';
import { createRichTextSanitizer } from './rich-text-html.ts';

/**
 * Stored rich text, read-only, reduced to the product's HTML subset with DOMPurify whatever the
 * source holds. Give `lang` when the text is not in the interface's language.
 */
const meta = {
  title: 'Kit/Content/RichText',
  component: RichText,
  args: {
    lang: 'fr',
    html: '<p>L’indice des prix mesure l’évolution <strong>moyenne</strong> des prix, <em>à qualité constante</em>.</p><ul><li>mensuel</li><li>annuel</li></ul><ol><li>collecte</li><li>calcul</li></ol><p>Voir <a href="https://www.insee.fr">le site</a>.</p>',
  },
} satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://www.insee.fr');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

/** Whatever else the HTML holds is removed: scripts, handlers, styles, other link schemes. */
export const Sanitized: Story = {
  args: {
    html: '<p onclick="alert(1)" style="color:red">Texte <a href="javascript:alert(1)">piégé</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[lang="fr"]');
    await expect(root?.innerHTML).toBe('<p>Texte piégé</p>');
  },
};

/** The policy the server sends, in a frame of the story's own: no inline script or style. */
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";

/** Stored payloads an attacker could leave, and what is left of each. */
const PAYLOADS: [string, string][] = [
  ['<img src=x onerror=alert(1)>', ''],
  ['<svg onload=alert(1)><circle r=1 /></svg>', ''],
  ['<svg/onload=alert(1)>', ''],
  ['<a href="javascript:alert(1)" onmouseover="alert(2)">lien</a>', 'lien'],
  ['<p style="background:url(https://evil.example/x.png)" ONCLICK=\'alert(1)\'>texte</p>', '<p>texte</p>'],
  ['<style>p { color: red }</style><p>après</p>', '<p>après</p>'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<p title="onerror=x">a &lt; b</p><!-- <img onerror=alert(1)> -->', '<p>a &lt; b</p>'],
  ['<body onload=alert(1)><p>corps</p>', '<p>corps</p>'],
];

/**
 * Parsing stored payloads raises no content security policy violation (a deployment with a report
 * endpoint would be flooded, though nothing runs), and what is left is the subset. Run in a frame
 * under the server's policy: the same payload parsed plainly there is reported, so the policy holds.
 */
export const ParsedWithoutPolicyViolations: Story = {
  render: () => <iframe hidden title="Content security policy" srcDoc={`<meta http-equiv="Content-Security-Policy" content="${POLICY}">`} />,
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await waitFor(() => expect(frame?.contentDocument?.querySelector('meta')).toBeTruthy());
    const frameWindow = frame?.contentWindow as Window & typeof globalThis;
    const violations: string[] = [];
    frameWindow.document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    const sanitize = createRichTextSanitizer(frameWindow);
    const results = PAYLOADS.map(([payload]) => sanitize(payload));
    // Violations are reported as tasks: give them time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(violations).toEqual([]);
    await expect(results).toEqual(PAYLOADS.map(([, left]) => left));
    // The policy is in force: the first payload, parsed plainly in that frame, is reported.
    new frameWindow.DOMParser().parseFromString(PAYLOADS[0]?.[0] ?? '', 'text/html');
    await waitFor(() => expect(violations).toContain('script-src-attr inline'));
  },
};

