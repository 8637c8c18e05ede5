import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class values and drops the classes a later one overrides (tailwind-merge's rules, decision 049). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
