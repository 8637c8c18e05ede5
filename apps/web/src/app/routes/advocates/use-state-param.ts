import { useSearchParams } from 'react-router';

/** A filter kept in the URL (?name=value): the value, '' when absent, and its setter. */
export function useUrlFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set(name, next);
    else updated.delete(name);
    setParams(updated);
  };
  return [value, set];
}
