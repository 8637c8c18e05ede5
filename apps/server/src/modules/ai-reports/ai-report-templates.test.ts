import { aiParameterSpecSchema } from '@statehouse/shared/ai/ai.schemas';
import { aiReportCategories } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { describe, expect, it } from 'vitest';
import { findMissingParams } from '../ai/ai.service';
import { describeTemplate, fillIn, reportTemplates } from './ai-report-templates';

/** A value that fits each parameter type, as a person would type it. */
const sample: Record<string, string> = {
  text: 'youth camps',
  state: 'Texas',
  bill: 'H.B. 1',
  date: '2025-06-01',
  number: '3',
  company: 'ethanol producers',
};

describe('AI report templates', () => {
  it('has at least 30 templates with unique ids, a known category and sections', () => {
    expect(reportTemplates.length).toBeGreaterThanOrEqual(30);
    expect(new Set(reportTemplates.map((template) => template.id)).size).toBe(reportTemplates.length);
    for (const template of reportTemplates) {
      expect(aiReportCategories, template.id).toContain(template.category);
      expect(template.sections.length, template.id).toBeGreaterThan(0);
      expect(
        template.parameters.some((parameter) => parameter.required !== false),
        template.id,
      ).toBe(true);
    }
  });

  it('declares parameters that parse and placeholders that name a parameter', () => {
    for (const template of reportTemplates) {
      const names = new Set(template.parameters.map((parameter) => aiParameterSpecSchema.parse(parameter).name));
      for (const section of template.sections) {
        for (const match of `${section.heading} ${section.question}`.matchAll(/\{(\w+)\}/g)) {
          expect(names, `${template.id}: {${match[1]}}`).toContain(match[1]);
        }
      }
      expect(describeTemplate(template).sections).toEqual(template.sections.map((section) => section.heading));
    }
  });

  it.each(reportTemplates.map((template) => [template.id, template] as const))(
    '%s asks for each required parameter in words and accepts fitting values',
    (_, template) => {
      const empty = findMissingParams({ request: '', parameters: template.parameters, provided: {} });
      const required = template.parameters.filter((parameter) => parameter.required !== false);
      expect(empty.complete).toBe(false);
      expect(empty.missing.map((item) => item.name)).toEqual(required.map((parameter) => parameter.name));
      for (const item of empty.missing) expect(item.question).toContain('?');
      const provided = Object.fromEntries(
        template.parameters.map((parameter) => {
          const spec = aiParameterSpecSchema.parse(parameter);
          return [spec.name, spec.type === 'choice' ? (spec.options?.[0] ?? '') : (sample[spec.type] ?? 'x')];
        }),
      );
      const full = findMissingParams({ request: '', parameters: template.parameters, provided });
      expect(full.complete, full.message).toBe(true);
      if ('state' in full.values) expect(full.values.state).toBe('TX');
      if ('bill' in full.values) expect(full.values.bill).toBe('HB 1');
    },
  );

  it('rejects a value that does not fit its type and asks again', () => {
    const template = reportTemplates.find((candidate) => candidate.id === 'bill-summary')!;
    const reply = findMissingParams({
      request: '',
      parameters: template.parameters,
      provided: { bill: 'HB 1', state: 'Atlantis' },
    });
    expect(reply.complete).toBe(false);
    expect(reply.missing.map((item) => item.name)).toEqual(['state']);
    expect(reply.message).toContain('Which state');
  });

  it('fills placeholders in questions', () => {
    expect(fillIn('{company} shall  must', { company: 'ethanol producers' })).toBe('ethanol producers shall must');
    expect(fillIn('{missing} fee', {})).toBe('fee');
  });
});
