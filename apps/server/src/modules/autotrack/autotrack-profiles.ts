import type { MatchProfile } from './match-scoring';

/**
 * The organization profiles the matcher is measured on (npm run bench -- autotrack, decision 071), each written as a
 * user would fill the wizard, with the labels that say which bills truly matter to it. The labels are derived from
 * the sources, not from the matcher: a bill is relevant when its state assigned it one of `labelTerms` (the state's
 * own subject index: LegiScan's Michigan subjects, the Texas Legislative Reference Library's index terms).
 */
export type BenchProfile = {
  name: string;
  stateCode: string;
  description: string;
  keywords: string[];
  subjects: number[];
  labelTerms: string[];
};

export const benchProfiles: BenchProfile[] = [
  {
    name: 'hospital system',
    stateCode: 'MI',
    description:
      'We run a nonprofit system of hospitals and clinics in Michigan. We follow bills on hospital licensing, nurses and physicians, Medicaid payment, mental health care and patient rights.',
    keywords: [
      'hospital',
      'health facility',
      'nurse',
      'physician',
      'Medicaid',
      'mental health',
      'patient',
      'health care',
    ],
    subjects: [22, 29],
    labelTerms: ['Health', 'Health facilities', 'Health occupations', 'Mental health'],
  },
  {
    name: 'energy company',
    stateCode: 'MI',
    description:
      'A Michigan electric and natural gas utility. We care about rate cases before the public service commission, renewable energy standards, solar and wind siting, transmission lines and pipelines.',
    keywords: [
      'electric utility',
      'natural gas',
      'renewable energy',
      'solar',
      'wind',
      'public service commission',
      'transmission line',
      'energy',
    ],
    subjects: [16],
    labelTerms: ['Energy', 'Public utilities'],
  },
  {
    name: 'school-choice group',
    stateCode: 'MI',
    description:
      'We advocate for school choice in Michigan: charter schools (public school academies), school aid that follows the student, scholarships and homeschooling families.',
    keywords: [
      'charter school',
      'public school academy',
      'school aid',
      'school district',
      'pupil',
      'student',
      'scholarship',
      'homeschool',
    ],
    subjects: [13],
    labelTerms: ['Education', 'School aid'],
  },
  {
    name: 'privacy advocacy group',
    stateCode: 'TX',
    description:
      'A Texas digital rights group. We work on data privacy, personal information held by companies and agencies, surveillance, social media and the internet, and minors online.',
    keywords: [
      'personal information',
      'personal data',
      'privacy',
      'social media',
      'internet',
      'surveillance',
      'biometric',
      'website',
    ],
    subjects: [67],
    labelTerms: ['Protection of Personal Information (I0003)', 'INTERNET (S0130)', 'COMPUTERS & SOFTWARE (S2425)'],
  },
];

/** A bench profile as the matcher reads it (no companies, sections or tracked bills: a new account). */
export const matchProfileOf = (profile: BenchProfile, only?: 'keywords' | 'subjects'): MatchProfile => ({
  keywords: only === 'subjects' ? [] : profile.keywords,
  subjects: only === 'keywords' ? [] : profile.subjects,
  keywordSubjects: only !== 'keywords',
  companies: [],
  sections: [],
  tracked: [],
  rejected: [],
});
