import { describe, expect, it } from 'vitest';
import { companyProfileBodySchema } from '@nexus/contracts';
import { companyPageValues, type FormValues } from './components/CompanyPageForm';

const empty: FormValues = { name: 'Acme', about: '', website: '', logo: '', banner: '', industry: '', size: '', location: '' };
const parse = (values: Partial<FormValues>) => companyProfileBodySchema.safeParse(companyPageValues({ ...empty, ...values }));

describe('the company page form', () => {
  it('clears blank fields and an unstated size', () => {
    expect(parse({}).data).toEqual({
      ...empty,
      about: null,
      website: null,
      logo: null,
      banner: null,
      industry: null,
      size: null,
      location: null,
    });
  });

  it('adds https:// to bare addresses and keeps uploaded images as they are', () => {
    const uploaded = '/v1/files/partners/6f1c0001-0000-4000-8000-000000000001/6f1c0001-0000-4000-8000-000000000002.png';
    expect(parse({ website: 'acme.example', logo: uploaded, banner: 'cdn.example/b.jpg' }).data).toMatchObject({
      website: 'https://acme.example',
      logo: uploaded,
      banner: 'https://cdn.example/b.jpg',
    });
  });

  it('refuses another path on the server and an unknown size', () => {
    expect(parse({ logo: '/etc/passwd' }).success).toBe(false);
    expect(parse({ size: 'huge' }).success).toBe(false);
  });
});
