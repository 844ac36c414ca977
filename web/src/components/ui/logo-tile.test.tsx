import { render } from '@testing-library/react';
import { siOkta } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { LogoTile } from './logo-tile.tsx';

describe('LogoTile', () => {
  it('draws the glyph the page imported, in the brand colour, hidden from assistive technology', () => {
    const { container } = render(
      <LogoTile
        logo={{ simpleIcon: 'okta', monogram: 'OK', color: '#007DC1' }}
        glyphs={{ okta: siOkta }}
        size="small"
      />,
    );
    const tile = container.firstElementChild!;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile.querySelector('svg')).toHaveAttribute('fill', '#007DC1');
    expect(tile.querySelector('path')).toHaveAttribute('d', siOkta.path);
    expect(tile).not.toHaveTextContent('OK');
  });

  it('shows the monogram on the brand colour when the page has no glyph for it', () => {
    const { container } = render(
      <LogoTile logo={{ simpleIcon: 'okta', monogram: 'OK', color: '#007DC1' }} glyphs={{}} size="large" />,
    );
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveTextContent(/^OK$/);
    expect(tile.style.backgroundColor).toBe('rgb(0, 125, 193)');
    expect(tile.querySelector('svg')).toBeNull();
  });
});
