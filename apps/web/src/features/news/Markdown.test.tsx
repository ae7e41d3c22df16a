import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Markdown } from './Markdown';

describe('Markdown in news', () => {
  it('renders paragraphs, headings, lists, emphasis and safe links', () => {
    const { container } = renderWithProviders(
      <Markdown
        text={'# Nyhet\n\nNu kan du **skriva ut** och *dela*.\n\n- ett\n- två\n\n[Läs mer](https://example.com/info) eller `kod`'}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nyhet' })).toBeInTheDocument();
    expect(container.querySelector('strong')?.textContent).toBe('skriva ut');
    expect(container.querySelector('em')?.textContent).toBe('dela');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ett', 'två']);
    const link = screen.getByRole('link', { name: 'Läs mer' });
    expect(link).toHaveAttribute('href', 'https://example.com/info');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows HTML as the characters typed and never makes a javascript: or data: link', () => {
    const { container } = renderWithProviders(
      <Markdown
        text={
          '<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[Klicka](javascript:alert(1)) [Bild](data:text/html,<b>x</b>) [Mejl](mailto:info@example.com)'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = 1</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.pwned = 2">');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:info@example.com']);
    expect(screen.queryByRole('link', { name: 'Klicka' })).toBeNull();
    expect(container.textContent).toContain('Klicka');
    expect([...container.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on')))).toBe(false);
  });
});
