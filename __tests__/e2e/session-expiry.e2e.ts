import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import { gotoRoute, signInThroughLoginScreen } from './support/session';

// (docs/product.md, "Errors and messages") on the money screens: a 401 toasts 身份过期，请重新登录 and ends
// on the login page, the same as everywhere else (the Orders and leave screens once showed it as a
// plain toast).

const suite = browserSuite();

/** Ends the session on the server behind the app's back, as an expiry or a revocation does. */
async function revokeStoredToken(): Promise<void> {
  const status = await suite.page.evaluate(async () => {
    const token = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result
          .transaction('keyval')
          .objectStore('keyval')
          .get('reduxPersist:token');
        read.onsuccess = () => resolve((read.result as { accessToken: string }).accessToken);
        read.onerror = () => reject(read.error);
      };
    });
    const response = await fetch('/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  });
  expect(status).toBe(200);
}

it.each([
  ['the Orders tab', '/pages/order/index'],
  ['the leave list', '/pages/leave/index'],
])('a 401 on %s toasts 身份过期，请重新登录 and lands on the login page', async (_name, path) => {
  await signInThroughLoginScreen(suite.page, 'parent_a');
  // The screen with its data first, then the session ends behind its back and the screen asks
  // again (a restart of the app on it), so the 401 answers this screen's own calls.
  await gotoRoute(suite.page, path);
  await revokeStoredToken();
  await suite.page.reload();
  await expectPage.visibleText(suite.page, '身份过期，请重新登录');
  await suite.page.waitForURL((url) => url.hash.startsWith('#/pages/user/login'));
  await expectPage.visible(suite.page.getByRole('button', { name: '登录', exact: true }));
});
