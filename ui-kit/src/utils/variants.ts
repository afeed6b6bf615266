// Class names from variants, as tailwind-variants' lite build computes them (the same rules:
// base, then each variant's classes, then matching compound variants, then the caller's class),
// in a few lines instead of 10 kB on every page: the kit uses none of its other features.

type ClassValue = string | readonly string[] | undefined;
type Schema = Record<string, Record<string, ClassValue>>;

/** A variant's value: its keys, or a boolean for a variant keyed `true`/`false`. */
type ValueOf<V> = ('true' | 'false') & keyof V extends never ? keyof V : boolean | Exclude<keyof V, 'true' | 'false'>;

type Values<S extends Schema> = { [K in keyof S]?: ValueOf<S[K]> };
type Props<S extends Schema> = Values<S> & { class?: ClassValue; className?: ClassValue };
type Compound<S extends Schema> = { [K in keyof S]?: ValueOf<S[K]> | readonly ValueOf<S[K]>[] } & { class: ClassValue };

interface Config<S extends Schema> {
  base?: ClassValue;
  variants?: S;
  defaultVariants?: Values<S>;
  compoundVariants?: readonly Compound<S>[];
}

/** A style function: the classes for some variant values. */
export interface Styles<S extends Schema> {
  (props?: Props<S>): string;
  /** Its configuration, for `extend`. */
  readonly config: Required<Config<S>>;
}

/** The variant values a style function takes (`VariantProps<typeof buttonStyles>`). */
export type VariantProps<F> = F extends Styles<infer S> ? Values<S> : never;

const flat = (value: ClassValue): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);
const keyOf = (value: unknown): string | undefined =>
  value === true ? 'true' : value === false ? 'false' : value === 0 ? '0' : (value as string | undefined);
const nullishOrFalse = (value: unknown) => value === null || value === undefined || value === false;
const matches = (expected: unknown, actual: unknown) =>
  (Array.isArray(expected) ? expected : [expected]).some((one) => one === actual || (nullishOrFalse(one) && nullishOrFalse(actual)));

/** Styles with variants; `extend` starts from another style's base, variants and defaults. */
export function tv<S extends Schema = Record<never, never>, E extends Schema = Record<never, never>>(config: {
  extend?: Styles<E>;
  base?: ClassValue;
  variants?: S;
  defaultVariants?: NoInfer<Values<S & E>>;
  compoundVariants?: NoInfer<readonly Compound<S & E>[]>;
}): Styles<S & E> {
  const parent = config.extend?.config;
  const resolved: Required<Config<S & E>> = {
    base: [...flat(parent?.base), ...flat(config.base)],
    variants: { ...parent?.variants, ...config.variants } as unknown as S & E,
    defaultVariants: { ...parent?.defaultVariants, ...config.defaultVariants } as Values<S & E>,
    compoundVariants: [...((parent?.compoundVariants ?? []) as Compound<S & E>[]), ...(config.compoundVariants ?? [])],
  };
  const styles = (props: Props<S & E> = {}): string => {
    const given = props as Record<string, unknown>;
    const defaults = resolved.defaultVariants as Record<string, unknown>;
    const classes = flat(resolved.base);
    for (const [name, values] of Object.entries(resolved.variants)) {
      const key = keyOf(given[name]) ?? keyOf(defaults[name]);
      if (given[name] === null) continue;
      classes.push(...flat(values[key || 'false']));
    }
    const complete: Record<string, unknown> = { ...defaults };
    for (const [name, value] of Object.entries(given)) if (value !== undefined) complete[name] = value;
    for (const { class: extra, ...conditions } of resolved.compoundVariants) {
      if (Object.entries(conditions).every(([name, expected]) => matches(expected, complete[name]))) classes.push(...flat(extra));
    }
    classes.push(...flat(props.class), ...flat(props.className));
    return classes.filter((value) => value !== '').join(' ');
  };
  return Object.assign(styles, { config: resolved });
}
