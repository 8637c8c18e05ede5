import { render, screen } from '@testing-library/react';
import { BillSubstitutionNote } from './bill-substitution-note';

describe('BillSubstitutionNote', () => {
  it('names the companion that carries on and when', () => {
    render(<BillSubstitutionNote substitutedBy={{ identifier: 'S8071A', date: '2025-06-13' }} />);
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /Substituted by its companion/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('Substituted by its companion S8071A on Jun 13, 2025, which carries on in this bill’s place.');
  });

  it('says nothing for a bill that was not substituted', () => {
    const { container } = render(<BillSubstitutionNote substitutedBy={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
