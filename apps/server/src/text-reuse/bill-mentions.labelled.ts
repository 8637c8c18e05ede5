// Hand-labelled bill mentions, for the extractor's test and `npm run bench -- video` (precision and recall).
//
// Real lines: sentences of the New York transcripts in ../shared/data/nysenate-openleg-samples (public hearing
// transcripts in hearingTranscripts/, Senate floor transcripts in transcriptFiles/forPdfParser/; the text the
// ny-lbdc importer loads), line numbers removed and wrapped lines joined. Drawn at random (seed 35) from the
// sentences that name a chamber's bill, print or resolution, and from those that say "bill", "section" or
// "number" without one. Labelled by reading each sentence: a mention is a bill, print or resolution the sentence
// identifies by number (New York's S and A prints, J for a Senate resolution); a bare number in a list the
// Secretary reads after a named print ("Senate Print 338, ...; 404, by Senator ...") is a print of the same
// chamber; "the bill", "Calendar Number 88" and a resolution without its chamber are not mentions.
//
// Synthetic lines: what a recogniser or a hosted Whisper writes for a spoken hearing in a state of HB/SB
// (lower-case words, numbers in words or digits), including the forms issue 35 lists.

export type LabelledLine = {
  source: 'ny' | 'synthetic';
  stateCode: string;
  text: string;
  /** References as "<type> <number><letter>", each once per line. */
  expected: string[];
  /** The section cited with a mention ("HB 1234 §3"). */
  sections?: Record<string, string>;
};

const ny = (text: string, expected: string[]): LabelledLine => ({ source: 'ny', stateCode: 'NY', text, expected });
const spoken = (text: string, expected: string[], sections?: Record<string, string>): LabelledLine => ({
  source: 'synthetic',
  stateCode: 'TX',
  text,
  expected,
  ...(sections ? { sections } : {}),
});

export const labelledLines: LabelledLine[] = [
  ny(
    'THE SECRETARY: On page 5, Senator Volker moves to discharge, from the Committee on Investigations, Taxation and Government Operations, Assembly Bill Number 64A and substitute it for the identical Senate Bill Number 134A, Third Reading Calendar 21.',
    ['A 64A', 'S 134A'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 300, by Senator Nozzolio, Senate Print 177-C, an act to amend the Executive Law, the Penal Law and the Correction Law.',
    ['S 177C'],
  ),
  ny(
    'On page 19, Senator Cook moves to discharge from the Committee on Racing, Gaming and Wagering, Assembly Print 8888 and substitute it for the identical Senate Bill 6077.',
    ['A 8888', 'S 6077'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 9, by Senator Volker, Senate Print 135, an act to amend the Civil Practice Law and Rules, in relation to conducting depositions.',
    ['S 135'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 282, by Senator Maziarz, Senate Print 402, an act to amend the Criminal Procedure Law, in relation to plea bargains.',
    ['S 402'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 258, by Senator Velella, Senate Print 3883, an act to repeal Section 4227 of the Insurance Law.',
    ['S 3883'],
  ),
  ny(
    'And on page 5, Senator Goodman moves to discharge, from the Committee on Investigations, Taxation and Government Operations, Assembly Bill Number 65 and substitute it for the identical Senate Bill Number 792, Third Reading Calendar 22.',
    ['A 65', 'S 792'],
  ),
  ny(
    'THE SECRETARY: Senator Wright, from the Committee on Alcoholism and Drug Abuse, reports: Senate Print 338, by Senator Skelos, an act to amend the Vehicle and Traffic Law; 404, by Senator Maziarz, an act to amend the Vehicle and Traffic Law; 2083, by Senator Cook, an act to amend the Insurance Law; 3088, by Senator Padavan, an act to amend the General Business Law.',
    ['S 338', 'S 404', 'S 2083', 'S 3088'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 172, by Senator Farley, Senate Bill Number 1593, an act to amend the Banking Law, in relation to the licensing of money transmitters.',
    ['S 1593'],
  ),
  ny(
    'THE SECRETARY: On page 13, Senator Meier moves to discharge from the Committee on Aging, Assembly Print 4277-A and substitute it for the identical Senate Bill 2588-A.',
    ['A 4277A', 'S 2588A'],
  ),
  ny('I rise to request unanimous consent to be recorded in the negative on Calendar Number 2, Senate Print 59.', [
    'S 59',
  ]),
  ny(
    'We are heartened by instruction of legislation by Congressman Sean Patrick Maloney that would prevent the permitting of these anchorages along the Hudson and urge you to support this initiative to try to get a Senate Bill that would enable us to move through the Congress as rapidly as possible.',
    [],
  ),
  ny(
    'THE SECRETARY: On page 8, Calendar Number 126, by Senator Skelos, Senate Bill Number 1986, an act to amend the Real Property Tax Law.',
    ['S 1986'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 144, by member of the Assembly Pillittere, Assembly Bill Number 2388A, an act to amend the Highway Law, the State Scenic Byways Advisory Board.',
    ['A 2388A'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 257, by Senator Johnson, Senate Print 2684-B, an act to amend the Insurance Law, in relation to authorizing.',
    ['S 2684B'],
  ),
  ny(
    'Senator Cook, from the Education Committee, reports: Senate Print 334, by Senator Skelos, an act to amend the Education Law; 366, by Senator Cook, an act to amend the Education Law; 2884-A, by Senator Johnson, an act to amend the Education Law. 3426-B, by Senator Cook, an act to amend the Education Law; and 5961, by Senator Saland, an act to authorize the payment of transportation.',
    ['S 334', 'S 366', 'S 2884A', 'S 3426B', 'S 5961'],
  ),
  ny('Assembly Bill 1620 and Senate 2375 would build out our current affordable housing availability in the state.', [
    'A 1620',
    'S 2375',
  ]),
  ny(
    'THE SECRETARY: Calendar Number 21, substituted earlier today by the Assembly Committee on Rules, Assembly Print Number 64A, an act to amend the Tax Law, in relation to the imposition of sales and compensating use taxes by the County of Erie.',
    ['A 64A'],
  ),
  ny(
    'A 2016 analysis used to help design HSS found that two-thirds of the 171,000 households receiving public assistance shelter allowances have rents that exceed their allowances, placing them at risk of homelessness.',
    [],
  ),
  ny(
    "Senator Spano, from the Committee on Labor, reports: Senate Print 1384-A, by Senator Spano, an act to amend the Labor Law and the Public Health Law; 4255, by Senator Spano, an act to amend the Workers' Compensation Law; 6328, with amendments, by Senator Spano, an act to amend the Labor Law and the Civil Service Law.",
    ['S 1384A', 'S 4255', 'S 6328'],
  ),
  ny('THE SECRETARY: 176, by Senator Hannon, Senate Bill Number 277.', ['S 277']),
  ny(
    'THE SECRETARY: Calendar Number 172, by Senator Trunzo, Senate Print 3368-A, an act to amend Chapter 769 of the Laws of 1975.',
    ['S 3368A'],
  ),
  ny('THE SECRETARY: By Senator Bruno, Senate Resolution, that Steven M.', []),
  ny(
    'THE SECRETARY: Calendar Number 88 -- Calendar Number 88, by Senator Volker, Senate Print 887, an act to amend the Criminal Procedure Law.',
    ['S 887'],
  ),
  ny(
    'Senator Padavan, from the Committee on Cities, reports: Senate Print 4597-A, by Senator Velella, an act to amend the Real Property Tax Law; 4880, by Senator Maltese, an act to amend the Real Property Tax Law; 6110, by Senator Volker, an act to amend the Local Finance Law.',
    ['S 4597A', 'S 4880', 'S 6110'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 9, by Senator Volker, Senate Print 135 -- SENATOR ADA SMITH: Lay the bill aside.',
    ['S 135'],
  ),
  ny(
    'THE SECRETARY: Calendar Number 6, by Senator Marcellino, Senate Print 100, an act to amend the Penal Law, in relation to criminally negligent homicide.',
    ['S 100'],
  ),
  ny('Senate Resolution Number 2677, notifying the', ['J 2677']),
  ny('ACTING PRESIDENT MEIER: Senator Dollinger, on the bill.', []),
  ny(
    "I'm going to vote against the bill just because I think it's -- it's just too broadly drawn but, Senator Nozzolio, if you want to limit it to really serious offenses, that's fine.",
    [],
  ),
  ny('ACTING PRESIDENT MEGA: Read the last section.', []),
  ny(
    "SENATOR LEICHTER: Senator, they may say it gives him the latitude, but show me where in the bill it gives him the latitude where it has a provision similar to the one that was in Senator Skelos' bill.",
    [],
  ),
  ny(
    "The federal bill also sort of -- they complicated things, in our view, that they also said there's an additional new Family Court hearing at a 60-day mark.",
    [],
  ),
  ny(
    "ACTING PRESIDENT KUHL: With your permission, Senator Velella, we'll place all the members as co-sponsors on Resolution Number 24... excuse me, 2847, excepting those members who indicate to the desk they do not wish to be on the resolution.",
    [],
  ),
  ny(
    'ACTING PRESIDENT KUHL: Any other Senator wishing to speak on the bill? (There was no response.) Hearing none, the Secretary will read the last section.',
    [],
  ),
  ny(
    'Of the 9,000 number that you have of people on the waiting list, how does that compare to what it was before the $15 million was put in?',
    [],
  ),
  ny(
    'SENATOR MAZIARZ: I did send this bill to two of the three district attorneys - two of the three counties that I represent, the district attorneys who represent those counties and both of them indicated that they thought it was a good bill.',
    [],
  ),
  ny('The Hudson Valley is ranked number two by Lonely Planet in its top 10 travel destinations worldwide.', []),
  ny('I put in a transparency bill to look at management at the MTA.', []),
  ny(
    'So the MTA, aside from the immediate need for federal funding to resolve their financial problems, the MTA will find itself with a new infusion of capital funding which comes in the form of direct grant from the next federal transportation bill.',
    [],
  ),
  ny('A number of these groups experience extreme health disparities.', []),
  ny(
    'And then, second, if you have an estimate of the number of people on the waitlist that we were able to provide services to.',
    [],
  ),

  spoken('the committee will now take up house bill twelve thirty four relating to school finance', ['HB 1234']),
  spoken('next is house bill one thousand two hundred thirty four by representative smith', ['HB 1234']),
  spoken('members we are on H.B. 1234 and the chair recognizes the author', ['HB 1234']),
  spoken('Testimony on HB1234 is closed; the committee moves to SB 7.', ['HB 1234', 'SB 7']),
  spoken('senate joint resolution five proposes a constitutional amendment', ['SJR 5']),
  spoken('Senate Joint Resolution 5 and the bill that goes with it, Senate Bill 12', ['SJR 5', 'SB 12']),
  spoken('house bill twelve thirty four is a good bill and the bill deserves your support', ['HB 1234']),
  spoken('i want to draw your attention to section three of the bill which changes the deadline', []),
  spoken('on house bill one oh five i would point out that section three of the bill sets the fee', ['HB 105'], {
    'HB 105': '3',
  }),
  spoken('section 4 of house bill 88 repeals the old rule', ['HB 88'], { 'HB 88': '4' }),
  spoken('the chair lays out house bill twenty and house bill twenty one together', ['HB 20', 'HB 21']),
  spoken('thank you mister chairman members this bill is about water', []),
  spoken('we heard about five hundred people testify on the two bills last session', []),
  spoken('House Bill No. 4, as substituted, is reported favorably', ['HB 4']),
  spoken('senate bill number nine sixty one is next on the agenda', ['SB 961']),
  spoken('the author of h b twelve has asked that it be left pending', ['HB 12']),
  spoken('House Concurrent Resolution 10 honors the veterans of the state', ['HCR 10']),
  spoken('in the year two thousand twenty four the house passed a bill on the topic', []),
  spoken('Senate Bill 3 and Senate Bill 3 again, as amended', ['SB 3']),
  spoken('representative jones on house bill two hundred and five you have the floor', ['HB 205']),
];
