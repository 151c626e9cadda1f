import { proposeFromResume } from './resume-reader';

const experiencesOf = (...lines: string[]) => proposeFromResume(['Experience', ...lines].join('\n')).experiences;

describe('reading experiences from a resume', () => {
  it('reads roles written on one line', () => {
    expect(experiencesOf('Engineer at Acme 2015 - 2019', 'Analyst @ Initech 2012 to 2015')).toEqual([
      { title: 'Engineer', companyName: 'Acme', startDate: '2015-01-01', endDate: '2019-01-01' },
      { title: 'Analyst', companyName: 'Initech', startDate: '2012-01-01', endDate: '2015-01-01' },
    ]);
  });

  it('reads a title line, a company line and a dates line, with months, skipping the bullets under a role', () => {
    expect(
      experiencesOf(
        'Senior Product Designer',
        'Studio Meridian | Berlin',
        'March 2021 – Present',
        '• Led the design system',
        'Built the research practice from scratch.',
        'Product Designer',
        'Atlas Learning, London',
        'Jan 2018 - Feb 2021',
      ),
    ).toEqual([
      { title: 'Senior Product Designer', companyName: 'Studio Meridian', startDate: '2021-03-01', endDate: null },
      { title: 'Product Designer', companyName: 'Atlas Learning', startDate: '2018-01-01', endDate: '2021-02-01' },
    ]);
  });

  it("reads 'title at company' above its dates, and a company on the dates line under a title", () => {
    expect(experiencesOf('Lead Analyst at Babbage Ltd', '2019 - now', 'Engineer', 'Difference Works, 2015 - 2019')).toEqual([
      { title: 'Lead Analyst', companyName: 'Babbage Ltd', startDate: '2019-01-01', endDate: null },
      { title: 'Engineer', companyName: 'Difference Works', startDate: '2015-01-01', endDate: '2019-01-01' },
    ]);
  });

  it('lists them current first, then latest first, and proposes the current role as job title and headline', () => {
    const proposal = proposeFromResume(
      ['Experience', 'Intern at Globex 2012 - 2013', 'Engineer at Acme 2015 - 2019', 'Lead at Initech 2019 - Present'].join('\n'),
    );
    expect(proposal.experiences?.map((e) => e.title)).toEqual(['Lead', 'Engineer', 'Intern']);
    expect(proposal).toMatchObject({ jobTitle: 'Lead', companyName: 'Initech', headline: 'Lead at Initech' });
  });

  it('proposes nothing from dates with no role to go with them', () => {
    expect(experiencesOf('2015 - 2019')).toBeUndefined();
  });
});
