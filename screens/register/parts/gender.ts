import { Gender } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';

export function genderLabel(gender: Gender): string {
  const t = messages().account;
  return gender === 'Male' ? t.genderMale : gender === 'Female' ? t.genderFemale : t.genderOther;
}

export function genderOptions() {
  return Gender.options.map((value) => ({ value, label: genderLabel(value) }));
}
