import { MultiSelect, Select } from '@mantine/core';

/** The names of the fields of `V` that hold a `T`. */
type NamesOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V];

/** One select: the field of the filter it sets, its words, the choices it offers and its width in pixels. */
type FilterField<Name, Choice extends string> = {
  name: Name;
  label: string;
  placeholder?: string;
  data: readonly (Choice | { value: Choice; label: string })[];
  searchable?: boolean;
  width: number;
};

/** A select for each field holding one choice or none, offering only that field's choices. */
type SingleField<V> = {
  [K in NamesOf<V, string | null>]: FilterField<K, Extract<V[K], string>>;
}[NamesOf<V, string | null>];

/** A multi-select for each field holding a list of choices, offering only that list's choices. */
type MultipleField<V> = {
  [K in NamesOf<V, string[]>]: FilterField<K, V[K] extends (infer Choice extends string)[] ? Choice : never>;
}[NamesOf<V, string[]>];

type FilterSelectsProps<V> = {
  values: V;
  /** Called with the one field a select changed. */
  onChange: (change: Partial<V>) => void;
  /** Each select takes the whole width on phones (below the `xs` breakpoint), its own width above. */
  isFullWidthOnPhones?: boolean;
} & (
  | { multiple?: false; fields: readonly SingleField<V>[] }
  | { multiple: true; fields: readonly MultipleField<V>[] }
);

/**
 * A clearable select (or, `multiple`, multi-select) for each of `fields`, each showing and setting
 * its field of `values`: the choices of a filter bar, to be placed in the bar's group.
 */
export function FilterSelects<V>(props: FilterSelectsProps<V>) {
  const { values, onChange, isFullWidthOnPhones = false } = props;
  const set = (name: keyof V, value: V[keyof V]) => onChange({ [name]: value } as Partial<V>);
  const common = (field: FilterField<keyof V, string>) => ({
    label: field.label,
    placeholder: field.placeholder,
    data: field.data,
    searchable: field.searchable,
    clearable: true,
    w: isFullWidthOnPhones ? { base: '100%', xs: field.width } : field.width,
  });
  return props.multiple
    ? props.fields.map((field) => (
        <MultiSelect
          {...common(field)}
          key={String(field.name)}
          value={values[field.name] as string[]}
          onChange={(value) => set(field.name, value as V[keyof V])}
        />
      ))
    : props.fields.map((field) => (
        <Select
          {...common(field)}
          key={String(field.name)}
          value={values[field.name] as string | null}
          onChange={(value) => set(field.name, value as V[keyof V])}
        />
      ));
}
