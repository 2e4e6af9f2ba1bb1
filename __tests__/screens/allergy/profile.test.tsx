import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import AllergyScreen from '@/screens/my/allergy';
import { allergyProfile, declareAllergyProfile } from '@/lib/contract/allergy';
import { uploadOptions } from '@/lib/contract/attachment';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeProfile, makeVersion } from '../../setup/allergyFactories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

const UPLOAD_URL = 'http://localhost/upload/receiver';

function photo(): File {
  return new NodeFile([new Uint8Array(2048)], 'note.png', {
    type: 'image/png',
  }) as unknown as File;
}

beforeEach(async () => {
  at('/pages/my/allergy');
  await signIn();
});
afterEach(() => setLocale('zh-CN'));

describe('A child’s allergy and diet profile', () => {
  it('declares a peanut allergy with a doctor’s note and shows the new version pending', async () => {
    const bodies: unknown[] = [];
    const headers: (string | null)[] = [];
    let profile = makeProfile();
    server.use(
      handle(allergyProfile, ({ request }) => {
        headers.push(request.headers.get('associatedUser'));
        return ok(profile);
      }),
      handle(declareAllergyProfile, ({ body, request }) => {
        bodies.push(body);
        expect(request.headers.get('Idempotency-Key')).toBeTruthy();
        profile = makeProfile({
          versions: [makeVersion({ allergies: body.allergies, diets: body.diets })],
        });
        return ok(profile);
      }),
      handle(uploadOptions, ({ query }) => {
        expect(query.tenantTypeId).toBe('allergy.doctor.note');
        return ok({
          dir: 'allergy.doctor.note/',
          policy: 'cG9saWN5',
          OSSAccessKeyId: 'key-id',
          signature: 'c2ln',
          callback: 'Y2I=',
          userId: 7,
          ip: '127.0.0.1',
          url: UPLOAD_URL,
          expire: Math.floor(Date.now() / 1000) + 600,
        });
      }),
      http.post(UPLOAD_URL, () =>
        HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/files/note.png', associateId: 'a1b2c3d4' },
        }),
      ),
    );
    renderScreen(<AllergyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '过敏与饮食' })).toBeInTheDocument();
    expect(await screen.findByText('还没有提交过过敏与饮食信息')).toBeInTheDocument();
    expect(screen.getByText('暂无已核实的过敏原')).toBeInTheDocument();
    // GB 7718's eight first: gluten leads, celery (not of the eight) comes after tree nuts.
    const boxes = screen
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent?.trim());
    expect(boxes.indexOf('果坚果')).toBeLessThan(boxes.indexOf('芹芹菜'));
    await userEvent.click(screen.getByRole('checkbox', { name: /花生/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '花生的程度' }), 'NoTrace');
    await userEvent.click(screen.getByRole('checkbox', { name: '清真' }));
    await userEvent.type(screen.getByLabelText('补充说明'), '曾经过敏');
    await userEvent.upload(screen.getByLabelText('上传医生证明'), photo());
    expect(await screen.findByText('已上传医生证明')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交学校核实' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      allergies: [{ code: 'PEANUT', severity: 'NoTrace' }],
      diets: ['Halal'],
      note: '曾经过敏',
      doctorNoteAttachmentId: 'a1b2c3d4',
    });
    const history = await screen.findByRole('region', { name: '提交记录' });
    expect(await within(history).findByText('待学校核实')).toBeInTheDocument();
    expect(within(history).getByText('花生（微量也不可）、清真')).toBeInTheDocument();
    expect(headers.every((value) => value === '101')).toBe(true);
  });

  it('shows what is enforced and the school’s note on a rejected version, in English', async () => {
    await setLocale('en');
    server.use(
      handle(allergyProfile, () =>
        ok(
          makeProfile({
            verified: [{ code: 'EGG', severity: 'Avoid' }],
            versions: [
              makeVersion({ version: 2, review: 'Rejected', reviewNote: 'Please add the note' }),
              makeVersion({ allergies: [{ code: 'EGG', severity: 'Avoid' }], review: 'Verified' }),
            ],
          }),
        ),
      ),
    );
    renderScreen(<AllergyScreen />);
    const enforced = await screen.findByRole('region', { name: 'Applied now' });
    expect(within(enforced).getByText('Eggs (Avoid)')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Not accepted');
    expect(items[0]).toHaveTextContent('The school says: Please add the note');
    expect(items[1]).toHaveTextContent('Verified');
    expect(
      screen.getAllByText(/Changes take effect when the school verifies them/).length,
    ).toBeGreaterThan(0);
  });

  it('offers a retry when the profile does not load', async () => {
    let calls = 0;
    server.use(handle(allergyProfile, () => (++calls === 1 ? fail(500) : ok(makeProfile()))));
    renderScreen(<AllergyScreen />);
    expect(await screen.findByText('过敏信息没有加载出来，请检查网络后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('暂无已核实的过敏原')).toBeInTheDocument();
  });
});
