import { highlightPassage } from './find-in-html';

describe('highlightPassage', () => {
  it('marks a passage across elements whatever the whitespace, and replaces an earlier mark', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p>SECTION 1.  The  operator</p><p>shall revise the <b>plan</b> within 45 days.</p><p>Other text.</p>';
    const marks = highlightPassage(root, 'operator shall revise the plan within 45 days.');
    expect(marks.map((mark) => mark.textContent)).toEqual(['operator', 'shall revise the', 'plan', 'within 45 days.']);
    expect(root.textContent).toBe('SECTION 1.  The  operatorshall revise the plan within 45 days.Other text.');

    const again = highlightPassage(root, 'Other text.');
    expect(again.map((mark) => mark.textContent)).toEqual(['Other text.']);
    expect(root.querySelectorAll('mark')).toHaveLength(1);
  });

  it('marks the first sentence of a quote joined with an ellipsis, and nothing when absent', () => {
    const root = document.createElement('div');
    root.innerHTML = '<pre>(a) First rule. (b) Middle. (c) Last rule.</pre>';
    expect(highlightPassage(root, '(a) First rule. … (c) Last rule.').map((mark) => mark.textContent)).toEqual([
      '(a) First rule.',
    ]);
    expect(highlightPassage(root, 'not in the text')).toEqual([]);
  });
});
