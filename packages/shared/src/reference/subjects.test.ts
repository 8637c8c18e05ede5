import { describe, expect, it } from 'vitest';
import {
  classifySubjects,
  slugifySubject,
  subjectByValue,
  subjectFromCode,
  subjectFromLabel,
  subjectKeywords,
  subjectLabel,
  subjects,
} from './subjects';

describe('subjects', () => {
  it('has about 45 subjects with unique values in 1..70, unique labels and unique slugs', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(40);
    expect(subjects.length).toBeLessThanOrEqual(50);
    expect(new Set(subjects.map((subject) => subject.value)).size).toBe(subjects.length);
    expect(new Set(subjects.map((subject) => subject.label)).size).toBe(subjects.length);
    expect(new Set(subjects.map((subject) => slugifySubject(subject.label))).size).toBe(subjects.length);
    for (const subject of subjects) {
      expect(subject.value).toBeGreaterThanOrEqual(1);
      expect(subject.value).toBeLessThanOrEqual(70);
    }
  });

  it('is sorted by label for pickers', () => {
    const labels = subjects.map((subject) => subject.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps the values fixed by the spec', () => {
    expect(subjectByValue.get(1)?.label).toBe('Higher Education');
    expect(subjectByValue.get(60)?.label).toBe('Taxation');
    expect(subjectByValue.get(67)?.label).toBe('Privacy/Internet');
  });

  it('gives no keyword to two subjects', () => {
    const all = Object.values(subjectKeywords).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('subjectLabel', () => {
  it.each([
    { value: 1, expected: 'Higher Education' },
    { value: 60, expected: 'Taxation' },
    { value: 67, expected: 'Privacy/Internet' },
    { value: 13, expected: 'Education (K-12)' },
    { value: 0, expected: undefined },
    { value: 99, expected: undefined },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(subjectLabel(value)).toBe(expected);
  });
});

describe('slugifySubject', () => {
  it.each([
    { label: 'Privacy/Internet', expected: 'privacy-internet' },
    { label: 'Education (K-12)', expected: 'education-k-12' },
    { label: 'Higher Education', expected: 'higher-education' },
    { label: 'Health & Safety', expected: 'health-and-safety' },
    { label: '  Taxation  ', expected: 'taxation' },
  ])('$label -> $expected', ({ label, expected }) => {
    expect(slugifySubject(label)).toBe(expected);
  });
});

describe('subjectFromCode', () => {
  it.each([
    { code: '1', expected: 'Higher Education' },
    { code: '60', expected: 'Taxation' },
    { code: '67', expected: 'Privacy/Internet' },
    { code: '067', expected: 'Privacy/Internet' },
    { code: '99', expected: undefined },
    { code: '6.0', expected: undefined },
    { code: '-1', expected: undefined },
    { code: 'taxation', expected: undefined },
    { code: '', expected: undefined },
  ])('$code -> $expected', ({ code, expected }) => {
    expect(subjectFromCode(code)?.label).toBe(expected);
  });
});

describe('subjectFromLabel', () => {
  it.each([
    { label: 'Taxation', expected: 60 },
    { label: 'taxation', expected: 60 },
    { label: 'privacy / internet', expected: 67 },
    { label: 'education-k-12', expected: 13 },
    { label: 'Banking & Finance', expected: 5 },
    { label: 'Taxes', expected: undefined },
    { label: '', expected: undefined },
  ])('$label -> $expected', ({ label, expected }) => {
    expect(subjectFromLabel(label)?.value).toBe(expected);
  });
});

describe('classifySubjects', () => {
  it.each(subjects.map((subject) => ({ label: subject.label, value: subject.value })))(
    'classifies its own label "$label" as only $value',
    ({ label, value }) => {
      expect(classifySubjects([label])).toEqual([value]);
    },
  );

  // Terms taken from the sample data: Open States TX/CO subjects and SD keywords.
  it.each([
    { terms: ['Taxation--Sales (I0800)'], expected: [60] },
    { terms: ['Taxation--School District (I0785)'], expected: [13, 60] },
    { terms: ['Disaster Preparedness & Relief (I0211)', 'FLOODS (S0327)'], expected: [15] },
    { terms: ['Political Subdivisions (I0588)'], expected: [28] },
    { terms: ['Education--Primary & Secondary--Finance (I0250)'], expected: [13] },
    { terms: ['Health Care & Health Insurance'], expected: [22, 25] },
    { terms: ['Fiscal Policy & Taxes'], expected: [6, 60] },
    { terms: ['Telecommunications & Information Technology'], expected: [38, 39] },
    { terms: ['Natural Resources & Environment'], expected: [17, 31] },
    { terms: ['Game, Fish, Parks and Forestry'], expected: [31] },
    { terms: ['Public Utilities and Carriers'], expected: [44] },
    { terms: ['Indian Tribes'], expected: [43] },
    { terms: ['Retail Sales and Service Tax'], expected: [60] },
    { terms: ['Higher Education', 'higher education'], expected: [1] },
    { terms: ['Student Loans'], expected: [1] },
    { terms: ['Motor Vehicles'], expected: [42] },
    { terms: ['Hoghouse-Vehicle Bill'], expected: [] },
    { terms: ['Resolutions--Congratulatory & Honorary (I0705)'], expected: [] },
    { terms: ['Taxi regulation'], expected: [] },
    { terms: [], expected: [] },
    { terms: [''], expected: [] },
  ])('$terms -> $expected', ({ terms, expected }) => {
    expect(classifySubjects(terms)).toEqual(expected);
  });
});
