import type { StateCode } from './states';

export type BillType = { readonly id: string; readonly name: string };

const houseBill = { id: 'HB', name: 'House Bill' } as const;
const senateBill = { id: 'SB', name: 'Senate Bill' } as const;
const houseResolution = { id: 'HR', name: 'House Resolution' } as const;
const senateResolution = { id: 'SR', name: 'Senate Resolution' } as const;
const houseJointResolution = { id: 'HJR', name: 'House Joint Resolution' } as const;
const senateJointResolution = { id: 'SJR', name: 'Senate Joint Resolution' } as const;
const houseConcurrentResolution = { id: 'HCR', name: 'House Concurrent Resolution' } as const;
const senateConcurrentResolution = { id: 'SCR', name: 'Senate Concurrent Resolution' } as const;
const houseMemorial = { id: 'HM', name: 'House Memorial' } as const;
const senateMemorial = { id: 'SM', name: 'Senate Memorial' } as const;

const assemblyBill = { id: 'AB', name: 'Assembly Bill' } as const;
const assemblyResolution = { id: 'AR', name: 'Assembly Resolution' } as const;
const assemblyJointResolution = { id: 'AJR', name: 'Assembly Joint Resolution' } as const;
const assemblyConcurrentResolution = { id: 'ACR', name: 'Assembly Concurrent Resolution' } as const;

/** Used for any state without its own list below. */
export const genericBillTypes = [
  houseBill,
  senateBill,
  houseResolution,
  senateResolution,
  houseJointResolution,
  senateJointResolution,
  houseConcurrentResolution,
  senateConcurrentResolution,
  houseMemorial,
  senateMemorial,
] as const;

// Lists are checked against the sample data where we have it (Open States TX/CO/WI/IL, LegiScan MI, SD archive,
// NY OpenLegislation, Congress BILLSTATUS); the others follow each legislature's published prefixes.
export const billTypesByState = {
  TX: [
    houseBill,
    senateBill,
    houseResolution,
    senateResolution,
    houseJointResolution,
    senateJointResolution,
    houseConcurrentResolution,
    senateConcurrentResolution,
  ],
  CO: [
    houseBill,
    senateBill,
    houseResolution,
    senateResolution,
    houseJointResolution,
    senateJointResolution,
    houseConcurrentResolution,
    senateConcurrentResolution,
    houseMemorial,
    senateMemorial,
  ],
  WI: [assemblyBill, senateBill, assemblyJointResolution, senateJointResolution, assemblyResolution, senateResolution],
  IL: [
    houseBill,
    senateBill,
    houseResolution,
    senateResolution,
    houseJointResolution,
    senateJointResolution,
    { id: 'HJRCA', name: 'House Joint Resolution Constitutional Amendment' },
    { id: 'SJRCA', name: 'Senate Joint Resolution Constitutional Amendment' },
  ],
  // Letters from OpenLegislation's BillType; the sample bills only carry S and A.
  NY: [
    { id: 'S', name: 'Senate Bill' },
    { id: 'A', name: 'Assembly Bill' },
    { id: 'J', name: 'Senate Resolution' },
    { id: 'K', name: 'Assembly Resolution' },
    { id: 'B', name: 'Senate Concurrent Resolution' },
    { id: 'C', name: 'Assembly Concurrent Resolution' },
    { id: 'L', name: 'Assembly Joint Resolution' },
    { id: 'R', name: 'Senate Rules and Extraordinary Session Resolution' },
    { id: 'E', name: 'Assembly Rules and Extraordinary Session Resolution' },
  ],
  SD: [
    houseBill,
    senateBill,
    { id: 'HC', name: 'House Commemoration' },
    { id: 'SC', name: 'Senate Commemoration' },
    houseConcurrentResolution,
    senateConcurrentResolution,
    houseJointResolution,
    senateJointResolution,
    houseResolution,
    senateResolution,
  ],
  MI: [
    houseBill,
    senateBill,
    houseResolution,
    senateResolution,
    houseConcurrentResolution,
    senateConcurrentResolution,
    houseJointResolution,
    senateJointResolution,
  ],
  DC: [
    { id: 'B', name: 'Bill' },
    { id: 'PR', name: 'Proposed Resolution' },
    { id: 'CER', name: 'Ceremonial Resolution' },
  ],
  // Congress.gov type codes; HR is a House bill here, not a resolution.
  US: [
    { id: 'HR', name: 'House Bill' },
    { id: 'S', name: 'Senate Bill' },
    { id: 'HRES', name: 'House Resolution' },
    { id: 'SRES', name: 'Senate Resolution' },
    { id: 'HJRES', name: 'House Joint Resolution' },
    { id: 'SJRES', name: 'Senate Joint Resolution' },
    { id: 'HCONRES', name: 'House Concurrent Resolution' },
    { id: 'SCONRES', name: 'Senate Concurrent Resolution' },
  ],
  NE: [
    { id: 'LB', name: 'Legislative Bill' },
    { id: 'LR', name: 'Legislative Resolution' },
  ],
  CA: [
    assemblyBill,
    senateBill,
    assemblyConcurrentResolution,
    senateConcurrentResolution,
    assemblyJointResolution,
    senateJointResolution,
    assemblyResolution,
    senateResolution,
    { id: 'ACA', name: 'Assembly Constitutional Amendment' },
    { id: 'SCA', name: 'Senate Constitutional Amendment' },
  ],
  NV: [
    assemblyBill,
    senateBill,
    assemblyJointResolution,
    senateJointResolution,
    assemblyConcurrentResolution,
    senateConcurrentResolution,
    assemblyResolution,
    senateResolution,
  ],
  NJ: [
    { id: 'A', name: 'Assembly Bill' },
    { id: 'S', name: 'Senate Bill' },
    assemblyJointResolution,
    senateJointResolution,
    assemblyConcurrentResolution,
    senateConcurrentResolution,
    assemblyResolution,
    senateResolution,
  ],
} as const satisfies Partial<Record<StateCode, readonly BillType[]>>;

export type GenericBillTypeId = (typeof genericBillTypes)[number]['id'];
export type BillTypeId = GenericBillTypeId | (typeof billTypesByState)[keyof typeof billTypesByState][number]['id'];

/** The state's own list, or the generic families for states (and ALL) without one. Codes are case-insensitive. */
export const getBillTypes = (stateCode: string): readonly BillType[] => {
  const key = stateCode.trim().toUpperCase();
  return Object.hasOwn(billTypesByState, key)
    ? billTypesByState[key as keyof typeof billTypesByState]
    : genericBillTypes;
};

/** Undefined when the type is not used in that state (e.g. HM in TX). */
export const billTypeName = (stateCode: string, typeId: string): string | undefined => {
  const id = typeId.trim().toUpperCase();
  return getBillTypes(stateCode).find((type) => type.id === id)?.name;
};
