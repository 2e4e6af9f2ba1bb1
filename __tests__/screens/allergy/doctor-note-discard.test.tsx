import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import AllergyScreen from '@/screens/my/allergy';
import { allergyProfile, declareAllergyProfile } from '@/lib/contract/allergy';
import { deleteTemporaryAttachment, uploadOptions } from '@/lib/contract/attachment';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeProfile, makeVersion } from '../../setup/allergyFactories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// A doctor's note photo removed or replaced before the declaration is sent is deleted as a
// temporary upload (DELETE /api/attachment/user/temporary/attachments/{id}, decision 089). The
// server refuses to delete one a declaration uses, so the call cannot lose a sent photo.

const UPLOAD_URL = 'http://localhost/upload/receiver';

function photo(): File {
  return new NodeFile([new Uint8Array(2048)], 'note.png', {
    type: 'image/png',
  }) as unknown as File;
}

function serve() {
  const deleted: string[] = [];
  const declared: unknown[] = [];
  let uploads = 0;
  let profile = makeProfile();
  server.use(
    handle(allergyProfile, () => ok(profile)),
    handle(declareAllergyProfile, ({ body }) => {
      declared.push(body.doctorNoteAttachmentId);
      profile = makeProfile({ versions: [makeVersion({ allergies: body.allergies })] });
      return ok(profile);
    }),
    handle(uploadOptions, () =>
      ok({
        dir: 'allergy.doctor.note/',
        policy: 'cG9saWN5',
        OSSAccessKeyId: 'key-id',
        signature: 'c2ln',
        callback: 'Y2I=',
        userId: 7,
        ip: '127.0.0.1',
        url: UPLOAD_URL,
        expire: Math.floor(Date.now() / 1000) + 600,
      }),
    ),
    http.post(UPLOAD_URL, () => {
      uploads += 1;
      return HttpResponse.json({
        success: true,
        data: { url: `http://localhost/files/note${uploads}.png`, associateId: `note${uploads}` },
      });
    }),
    handle(deleteTemporaryAttachment, ({ params }) => {
      deleted.push(params.id);
      return ok({ deleted: true });
    }),
  );
  return { deleted, declared };
}

beforeEach(async () => {
  at('/pages/my/allergy');
  await signIn();
});

describe('The doctor’s note photo before and after the declaration', () => {
  it('deletes a photo the parent removes before sending', async () => {
    const { deleted } = serve();
    renderScreen(<AllergyScreen />);
    await userEvent.upload(await screen.findByLabelText('上传医生证明'), photo());
    expect(await screen.findByText('已上传医生证明')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除医生证明' }));
    await waitFor(() => expect(deleted).toEqual(['note1']));
    expect(screen.queryByText('已上传医生证明')).not.toBeInTheDocument();
    expect(screen.getByLabelText('上传医生证明')).toBeInTheDocument();
  });

  it('deletes the replaced photo and sends only the newest', async () => {
    const { deleted, declared } = serve();
    renderScreen(<AllergyScreen />);
    await userEvent.upload(await screen.findByLabelText('上传医生证明'), photo());
    await userEvent.upload(await screen.findByLabelText('更换照片'), photo());
    await waitFor(() => expect(deleted).toEqual(['note1']));
    await userEvent.click(screen.getByRole('checkbox', { name: /花生/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交学校核实' }));
    await waitFor(() => expect(declared).toEqual(['note2']));
    expect(deleted).toEqual(['note1']);
  });
});
