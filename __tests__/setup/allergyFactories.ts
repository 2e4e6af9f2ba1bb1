import type {
  AllergyAlert,
  AllergyProfile,
  AllergyProfileVersion,
  PendingProfile,
} from '@/lib/contract/allergy';

// Data of the allergy screens' tests (decision 080), shaped by the contract's types.

export function makeVersion(over: Partial<AllergyProfileVersion> = {}): AllergyProfileVersion {
  return {
    version: 1,
    allergies: [{ code: 'PEANUT', severity: 'NoTrace' }],
    diets: [],
    note: '',
    doctorNoteUrl: null,
    declaredBy: '王女士',
    declaredAt: '2026-03-01T02:00:00.000Z',
    review: 'Pending',
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    ...over,
  };
}

export function makeProfile(over: Partial<AllergyProfile> = {}): AllergyProfile {
  return { associatedUserId: 101, verified: [], versions: [], ...over };
}

export function makePending(over: Partial<PendingProfile> = {}): PendingProfile {
  return {
    associatedUserId: 101,
    name: '小明',
    gradeName: '一年级',
    className: '1班',
    profile: makeProfile({
      versions: [makeVersion({ doctorNoteUrl: 'http://localhost/files/note.png' })],
    }),
    ...over,
  };
}

export function makeAlert(over: Partial<AllergyAlert> = {}): AllergyAlert {
  return {
    id: 7,
    associatedUserId: 101,
    childName: '小明',
    date: '2026-03-04',
    diningType: 'Lunch',
    mealKind: 'Ordinary',
    dishes: [{ dish: '宫保鸡丁', allergens: ['PEANUT'] }],
    createdAt: '2026-03-02T02:00:00.000Z',
    resolution: null,
    ...over,
  };
}
