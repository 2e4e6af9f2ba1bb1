// How Chinese schools name their grades (decision 081): 初一 to 初三 are junior middle school's,
// 高一 to 高三 senior middle school's, when the school numbers them from 1 again. Words a school's
// data is read by, kept with the other words.

export const JUNIOR_MIDDLE_PREFIX = '初';
export const SENIOR_MIDDLE_PREFIX = '高';
