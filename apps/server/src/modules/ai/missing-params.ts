import {
  type AiParameterSpec,
  aiParameterSpecSchema,
  type RequestMissingParamsReply,
} from '@statehouse/shared/ai/ai.schemas';
import { parseStateCode, states } from '@statehouse/shared/reference/states';
import { terms } from '../../ai/text-analysis';

type Value = string | number | boolean;
type Spec = ReturnType<typeof aiParameterSpecSchema.parse>;

/**
 * What a free question needs when no template declares parameters: what it is about. A state is asked for too, but
 * is optional (a question may span states).
 */
export const defaultQuestionParameters: AiParameterSpec[] = [
  {
    name: 'topic',
    label: 'topic',
    type: 'text',
    required: true,
    question: 'What should the answer be about? Name the subject, bill or law in a few words.',
  },
  { name: 'state', label: 'state', type: 'state', required: false },
];

const monthNames = 'january|february|march|april|may|june|july|august|september|october|november|december';
const billPattern =
  /\b(H\.?\s?B\.?|S\.?\s?B\.?|H\.?\s?R\.?|S\.?\s?R\.?|H\.?\s?J\.?\s?R\.?|S\.?\s?J\.?\s?R\.?|A\.?\s?B\.?|LB|AB|SB|HB|HF|SF)\s?(\d{1,5})\b/i;

/** "HB 1" from "H.B. No. 1", "hb1", "SB 10". */
function recognizeBill(text: string): string | undefined {
  const match = billPattern.exec(text.replace(/\bNo\.\s*/gi, ''));
  if (!match) return undefined;
  return `${(match[1] ?? '').replace(/[.\s]/g, '').toUpperCase()} ${Number(match[2])}`;
}

/** A state code from a state's name ("New York") or its code written in capitals ("NY"). */
function recognizeState(text: string): string | undefined {
  const lower = text.toLowerCase();
  const byName = [...states]
    .sort((a, b) => b.name.length - a.name.length)
    .find((state) => new RegExp(`\\b${state.name.toLowerCase()}\\b`).test(lower));
  if (byName) return byName.id;
  for (const match of text.matchAll(/\b([A-Z]{2})\b/g)) {
    // Capitalized English words that are also state codes are read as words.
    if (['IN', 'OR', 'ME', 'OK', 'HI', 'US'].includes(match[1] ?? '')) continue;
    const code = parseStateCode(match[1] ?? '');
    if (code) return code;
  }
  return undefined;
}

function recognizeDate(text: string): string | undefined {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return iso[0];
  const written = new RegExp(`\\b(${monthNames})\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'i').exec(text);
  if (!written) return undefined;
  const month = monthNames.split('|').indexOf((written[1] ?? '').toLowerCase()) + 1;
  return `${written[3]}-${String(month).padStart(2, '0')}-${String(Number(written[2])).padStart(2, '0')}`;
}

function recognize(spec: Spec, text: string): Value | undefined {
  switch (spec.type) {
    case 'state':
      return recognizeState(text);
    case 'bill':
      return recognizeBill(text);
    case 'date':
      return recognizeDate(text);
    case 'number': {
      const match = /(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/.exec(text);
      return match ? Number(match[1]) : undefined;
    }
    case 'choice':
      return spec.options?.find((option) => new RegExp(`\\b${escapeRegExp(option)}\\b`, 'i').test(text));
    case 'text':
      // A free-text parameter is recognized only as what a whole request is about: a few content words.
      return spec.name === 'topic' && terms(text).length >= 2 ? text.trim() : undefined;
    default:
      return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A provided value checked against its type; undefined when it does not fit (then it is asked for again). */
function accept(spec: Spec, value: Value): Value | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  switch (spec.type) {
    case 'state':
      return parseStateCode(String(value)) ?? recognizeState(String(value));
    case 'bill':
      return recognizeBill(String(value)) ?? (String(value).trim() || undefined);
    case 'date':
      return recognizeDate(String(value));
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'choice':
      return spec.options?.find((option) => option.toLowerCase() === String(value).trim().toLowerCase());
    default:
      return typeof value === 'string' ? value.trim() : value;
  }
}

function questionFor(spec: Spec): string {
  if (spec.question) return spec.question;
  switch (spec.type) {
    case 'state':
      return `Which state should it cover (for example Texas or TX)?`;
    case 'bill':
      return `Which bill is it about (for example HB 1)?`;
    case 'date':
      return `What ${spec.label} should it use (a date such as 2025-06-01)?`;
    case 'number':
      return `What ${spec.label} should it use (a number)?`;
    case 'choice':
      return `Which ${spec.label}: ${listInWords(spec.options ?? [], 'or')}?`;
    case 'company':
      return `Which company or industry is it for?`;
    default:
      return `What is the ${spec.label}?`;
  }
}

function listInWords(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/**
 * Which parameters a request still needs (POST /api/ai/request-missing-params). Each declared parameter takes its
 * value from `provided` when that value fits its type, else from the request's words when it can be recognized
 * there (a state, a bill number, a date, a number, one of a choice's options); required parameters left without a
 * value are asked for in plain words, one question each, and together in `message`.
 */
export function findMissingParams(input: {
  request: string;
  parameters?: readonly AiParameterSpec[];
  provided: Record<string, Value>;
}): RequestMissingParamsReply {
  const specs = (input.parameters ?? defaultQuestionParameters).map((spec) => aiParameterSpecSchema.parse(spec));
  const values: Record<string, Value> = {};
  const recognized: string[] = [];
  const missing: RequestMissingParamsReply['missing'] = [];
  for (const spec of specs) {
    const given = input.provided[spec.name];
    const accepted = given === undefined ? undefined : accept(spec, given);
    const found = accepted ?? recognize(spec, input.request);
    if (found !== undefined) {
      values[spec.name] = found;
      if (accepted === undefined) recognized.push(spec.name);
      continue;
    }
    if (!spec.required) continue;
    missing.push({
      name: spec.name,
      label: spec.label,
      question: questionFor(spec),
      ...(spec.options ? { options: spec.options } : {}),
    });
  }
  const message =
    missing.length === 0
      ? 'Nothing is missing: every required parameter has a value.'
      : missing.length === 1
        ? `One thing is missing. ${missing[0]?.question}`
        : `${missing.length} things are missing. ${missing.map((item, index) => `${index + 1}. ${item.question}`).join(' ')}`;
  return { complete: missing.length === 0, values, recognized, missing, message };
}
