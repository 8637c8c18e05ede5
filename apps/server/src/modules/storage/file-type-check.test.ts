import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, PNG_1X1 } from '../../../test/factories/files';
import { declaredTypeContradicts, detectContentType } from './file-type-check';

describe('detectContentType', () => {
  it('reads the type from the bytes', async () => {
    expect(await detectContentType(await makePdf('Text'))).toBe('application/pdf');
    expect(await detectContentType(PNG_1X1)).toBe('image/png');
    expect(await detectContentType(await makeDocx('Text'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await detectContentType(Buffer.from('Plain words\nand lines'))).toBe('text/plain');
    expect(await detectContentType(Buffer.from('\uFEFF<!DOCTYPE html><html><body>x</body></html>'))).toBe('text/html');
    expect(await detectContentType(Buffer.from('<p>a fragment is text</p>'))).toBe('text/plain');
    expect(await detectContentType(Buffer.from([0, 1, 2, 3, 250, 251]))).toBe('application/octet-stream');
  });
});

describe('declaredTypeContradicts', () => {
  it('accepts no claim, the same type, and kinds detection cannot tell apart', () => {
    expect(declaredTypeContradicts('', 'image/png')).toBe(false);
    expect(declaredTypeContradicts('application/octet-stream', 'text/plain')).toBe(false);
    expect(declaredTypeContradicts('image/PNG', 'image/png')).toBe(false);
    expect(declaredTypeContradicts('image/jpg', 'image/jpeg')).toBe(false);
    expect(declaredTypeContradicts('text/csv; charset=utf-8', 'text/plain')).toBe(false);
    expect(declaredTypeContradicts('application/json', 'text/plain')).toBe(false);
    expect(
      declaredTypeContradicts(
        'application/zip',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(false);
    expect(declaredTypeContradicts('application/msword', 'application/x-cfb')).toBe(false);
    expect(declaredTypeContradicts('application/x-custom-cad', 'application/octet-stream')).toBe(false);
  });

  it('refuses a claim the bytes contradict', () => {
    expect(declaredTypeContradicts('image/png', 'text/plain')).toBe(true);
    expect(declaredTypeContradicts('application/pdf', 'image/png')).toBe(true);
    expect(declaredTypeContradicts('text/plain', 'application/pdf')).toBe(true);
    expect(declaredTypeContradicts('application/pdf', 'application/octet-stream')).toBe(true);
    expect(declaredTypeContradicts('image/svg+xml', 'image/png')).toBe(true);
  });
});
