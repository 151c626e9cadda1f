import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLogo } from './CompanyLogo';

describe('a company logo', () => {
  it('shows the logo, named after the company unless its name is beside it', () => {
    const { unmount } = render(<CompanyLogo name="Acme" logo="/v1/files/partners/acme.png" size={48} />);
    expect(screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe('/v1/files/partners/acme.png');
    unmount();
    const { container } = render(<CompanyLogo name="Acme" logo="/v1/files/partners/acme.png" size={48} decorative />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows the building icon when the company has no logo', () => {
    const { container } = render(<CompanyLogo name="Acme" logo={null} size={{ xs: 72, md: 104 }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('ApartmentOutlinedIcon')).toBeTruthy();
  });
});
