import type { Messages } from './zh-CN';

export const en: Messages = {
  auth: {
    bankAuthFailed: 'Authorisation failed, please go back and enter again!',
    bankAuthSucceeded: 'Authorised!',
  },
  common: {
    empty: 'Nothing here yet',
    loading: 'Loading…',
    notBuilt: 'This page is not available yet',
    offline: 'You are offline; showing saved data',
    retry: 'Retry',
  },
  errors: {
    cancelLeaveFailed: 'The service call failed',
    childSwitchFailed: 'Operation failed! Please retry',
    classUpdated: "Your child's class has been changed",
    identityExpired: 'Your session has expired, please log in again',
    leaveFailed: 'Leave request failed, please retry!',
    networkFailed: 'Network request failed',
    networkTimedOut: 'Network request timed out',
    operationFailed: 'Operation failed',
    operationFailedRetry: 'Operation failed, please retry!',
    payLaunchFailed: 'Could not start the payment, please retry!',
    relogin: ', log in again?',
    requestTimeout: 'The network connection timed out',
    serverInternal: 'Internal server error',
    serviceCallFailed: 'The service call failed',
    unbindFailed: 'Unbinding failed, please try again later',
  },
  dialog: {
    cancel: 'Cancel',
    confirm: 'OK',
    notice: 'Notice',
  },
  router: {
    chunkFailed: 'The page could not load. Check the network and retry',
    notFound: 'Page not found',
    notFoundHint: 'The page you asked for does not exist or has been removed',
    backHome: 'Back to home',
  },
  success: {
    operation: 'Done',
  },
  sw: {
    reload: 'Reload',
    updateAvailable: 'A new version is available',
  },
  tabs: {
    home: 'Home',
    mine: 'Mine',
    orders: 'Orders',
  },
};
