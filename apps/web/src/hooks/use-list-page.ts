import { useMemo } from 'react';
import type { z } from 'zod';
import { useUrlParams } from './use-url-params';

/** URL names that differ from the schema's field names (searchTerm → q, pageSize → size), by field. */
export type ListParamNames<Query> = Partial<Record<keyof Query & string, string>>;

/** Changes to a list's fields: '' (a search box emptied, an "All" radio) or undefined clears a field. */
export type ListChanges<Query> = { [Field in keyof Query]?: Query[Field] | '' | undefined };

const noNames = {};

/**
 * The URL's parameters read through a list's query schema (the API's own, or a `pick`/`extend` of it for what the
 * URL holds). A value the schema refuses (an old link, a hand-edited URL) falls back to the field's default instead
 * of failing the list, so the schema's fields must all be optional or defaulted.
 */
export function parseListParams<Schema extends z.ZodObject>(
  schema: Schema,
  params: URLSearchParams,
  names: ListParamNames<z.output<Schema>> = noNames,
): z.output<Schema> {
  const raw: Record<string, string | string[]> = {};
  for (const field of Object.keys(schema.shape)) {
    const values = params.getAll(names[field as keyof typeof names] ?? field);
    if (values.length === 1) raw[field] = values[0] as string;
    else if (values.length > 1) raw[field] = values;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const refused = result.error.issues
      .map((issue) => issue.path[0])
      .filter((field): field is string => typeof field === 'string' && field in raw);
    // Nothing left to drop: the schema wants a field no URL gave, which is the caller's mistake, not the user's.
    if (refused.length === 0) return schema.parse({});
    for (const field of refused) delete raw[field];
  }
}

/** A filter's URL value: none for an empty one (the default), '1' for a switch that is on, lists comma-separated. */
function urlValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  return value === true ? '1' : String(value);
}

/**
 * A list page's filters, sort and paging, kept in the URL so a link, a reload and Back show the same list.
 * `query` is the URL parsed through the list's query schema (parseListParams); the setters write the URL from
 * its latest state (useUrlParams) and go back to page 1 on any change but paging.
 *
 * `names` must be a constant (module level): it keys the parse.
 */
export function useListPage<Schema extends z.ZodObject>(
  schema: Schema,
  { names = noNames }: { names?: ListParamNames<z.output<Schema>> } = {},
) {
  type Query = z.output<Schema>;
  const [params, setParams, latestParams] = useUrlParams();
  const search = params.toString();
  const query = useMemo(() => parseListParams(schema, new URLSearchParams(search), names), [schema, search, names]);
  const nameOf = (field: string) => names[field as keyof typeof names] ?? field;

  const write = (changes: Record<string, unknown>, options?: { replace?: boolean }) => {
    const next = latestParams();
    for (const [field, value] of Object.entries(changes)) {
      const text = urlValue(field === 'page' && value === 1 ? undefined : value);
      if (text === undefined) next.delete(nameOf(field));
      else next.set(nameOf(field), text);
    }
    if (!('page' in changes)) next.delete(nameOf('page'));
    setParams(next, options);
  };
  /**
   * Sets some fields ('' or undefined removes one); any change but paging goes back to page 1. `replace` rewrites
   * the current history entry (a search box as the user types) instead of adding one.
   */
  const setFilters = (changes: ListChanges<Query>, options?: { replace?: boolean }) => write(changes, options);
  const setPage = (page: number) => write({ page });
  /** A new page size starts the list over at page 1. */
  const setPageSize = (pageSize: number) => write({ pageSize });
  return { query, params, setFilters, setPage, setPageSize };
}
