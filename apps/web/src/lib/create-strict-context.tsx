import { createContext, type ReactNode, useContext } from 'react';

const startsWithVowel = /^[aeiou]/i;

/**
 * A context whose hook throws outside its provider, with the message
 * "use<Name> must be used within an <Name>Provider" ("a" before a consonant).
 */
export function createStrictContext<T>(name: string) {
  const Context = createContext<T | undefined>(undefined);
  Context.displayName = name;
  const article = startsWithVowel.test(name) ? 'an' : 'a';
  const message = `use${name} must be used within ${article} ${name}Provider`;

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function useStrictContext(): T {
    const value = useContext(Context);
    if (value === undefined) throw new Error(message);
    return value;
  }

  return [Provider, useStrictContext] as const;
}
