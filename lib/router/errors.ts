// Failure messages of the navigation calls (docs/product.md, "Errors and messages"): the call's `:fail` prefix plus the
// reason. They are developer-facing (a promise rejection), like the API they imitate, so they are
// not translated.

export type NavigationCall =
  'navigateTo' | 'redirectTo' | 'navigateBack' | 'reLaunch' | 'switchTab';

export const NAVIGATION_REASONS = {
  deltaNegative: 'delta must be greater than or equal to 0',
  tabPage: 'can not navigateTo a tabbar page',
  urlRequired: 'url is required',
} as const;

export function navigationError(call: NavigationCall, reason: string): Error {
  return new Error(`${call}:fail ${reason}`);
}

export function pageNotFound(call: NavigationCall, page: string): Error {
  return navigationError(call, `page "${page}" is not found`);
}
