import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { partAnchor } from './anchors';
import { BodyThumbnail } from './BodyThumbnail';

describe('BodyThumbnail', () => {
  it('draws the marks seen from its side at 85 × 100, coloured by intensity, and names itself', () => {
    const { container } = renderWithProviders(
      <BodyThumbnail
        model="female"
        view="back"
        alt="Ländrygg, bakifrån"
        symptoms={[
          { id: 'a', intensity: 7, marks: [partAnchor('female', 'lower back'), partAnchor('female', 'back')] },
          { id: 'b', intensity: 2, marks: [partAnchor('female', 'stomach')] },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Ländrygg, bakifrån' });
    expect(image).toHaveStyle({ width: '85px', height: '100px' });
    const circles = container.querySelectorAll('circle');
    // The stomach is on the front and cannot be seen from behind.
    expect(circles).toHaveLength(2);
    expect(circles[0]!.getAttribute('r')).toBe(String(0.03 * 85));
    expect(circles[0]!.parentElement).toHaveAttribute('fill', '#fc4e2a');
    expect(circles[0]!.parentElement).toHaveAttribute('opacity', '0.75');
  });
});
