import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { File as NodeFile } from 'node:buffer';
import MyScreen from '@/screens/my/index';
import { uploadOptions } from '@/lib/contract/attachment';
import { couponCount } from '@/lib/contract/coupon';
import { balance, bindUser, updateAssociatedUser } from '@/lib/contract/user';
import { getSession } from '@/lib/session/store';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild, secondChild } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const UPLOAD_URL = 'http://localhost/upload/receiver';

function options(expire = Math.floor(Date.now() / 1000) + 600) {
  return {
    dir: 'associated.user.header/',
    policy: 'cG9saWN5',
    OSSAccessKeyId: 'key-id',
    signature: 'c2ln',
    callback: 'Y2I=',
    userId: 7,
    ip: '127.0.0.1',
    url: UPLOAD_URL,
    expire,
  };
}

// jest-fixed-jsdom gives Node's FormData, which takes only Node's File (a browser's FormData
// takes the browser's File, which is what the file input hands over there).
function photo(): File {
  return new NodeFile([new Uint8Array(2048)], 'me.png', { type: 'image/png' }) as unknown as File;
}

beforeEach(async () => {
  at('/pages/my/index');
  await signIn();
  server.use(
    handle(couponCount, () => ok({ couponsNum: 2, newNum: 1 })),
    handle(balance, () => ok({ myAmount: 12345 })),
  );
});

describe('Mine', () => {
  it('shows the selected child with class, mobile and the menu', async () => {
    renderScreen(<MyScreen />);
    expect(await screen.findByRole('heading', { name: '小明' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: '孩子信息' });
    expect(within(profile).getByText('实验小学 · 一年级 · 一班')).toBeInTheDocument();
    expect(within(profile).getByText(/13800000001/)).toBeInTheDocument();
    for (const entry of [
      '优惠券',
      '账户明细',
      '用餐记录',
      '提醒设置',
      '绑定手机号',
      '修改密码',
      '设置',
      '关于平台',
      '平台介绍',
      '留言记录',
      '用户协议',
      '企业资质',
      '服务商',
      '菜谱公示',
      '新闻资讯',
    ]) {
      // A row's name may carry its value (the coupon count, the balance).
      expect(screen.getByRole('button', { name: new RegExp(`^${entry}`) })).toBeInTheDocument();
    }
  });

  it('shows the coupon count and the balance on their rows, and links prepayments and refunds', async () => {
    renderScreen(<MyScreen />);
    expect(await screen.findByRole('button', { name: /^优惠券\s*2/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^账户明细\s*¥123\.45/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^预缴费/ }));
    expect(hashNow()).toBe('#/pages/prepayment/index');
    await userEvent.click(screen.getByRole('button', { name: /^退款/ }));
    expect(hashNow()).toBe('#/pages/refund/index');
  });

  it('opens a menu entry at its route', async () => {
    renderScreen(<MyScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '修改密码' }));
    expect(hashNow()).toBe('#/pages/my/UpdatePassword');
    await userEvent.click(screen.getByRole('button', { name: '用户协议' }));
    expect(hashNow()).toBe('#/pages/my/UserAgreementDetail');
  });

  it('switches the child: 操作成功, selected identity stored, redirect home with associatedUserId', async () => {
    let bound: number | undefined;
    server.use(handle(bindUser, ({ body }) => ((bound = body.associatedUserId), ok(secondChild))));
    renderScreen(<MyScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /切换到小红/ }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toBe('#/pages/index/index?associatedUserId=102'));
    expect(bound).toBe(102);
    expect(getSession().identity).toEqual({
      unit_id: 1,
      user_types: 'Student',
      associated_user_id: 102,
    });
  });

  it('a failed switch toasts 操作失败！请重试 and stays', async () => {
    server.use(handle(bindUser, () => ({ success: false, message: 'no' })));
    renderScreen(<MyScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /切换到小红/ }));
    expect(await screen.findByText('操作失败！请重试')).toBeInTheDocument();
    expect(hashNow()).toBe('#/pages/my/index');
    expect(getSession().identity?.associated_user_id).toBe(101);
  });

  it('shows an error with retry when the children cannot load, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/associated/user/identity', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: '加载失败' })
          : HttpResponse.json(ok([firstChild]));
      }),
    );
    renderScreen(<MyScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '小明' })).toBeInTheDocument();
  });

  it('with no child shows the empty state with "add a child"', async () => {
    await signIn([]);
    renderScreen(<MyScreen />);
    expect(await screen.findByText('还没有绑定孩子')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '添加孩子' })[0] as HTMLElement);
    expect(hashNow()).toBe('#/pages/register/Home');
  });
});

describe('Mine head photo upload', () => {
  it('posts the signed form with progress, then stores the url on the identity', async () => {
    const fields: string[] = [];
    let headerUrl: string | null | undefined;
    server.use(
      handle(uploadOptions, ({ query }) => {
        expect(query).toEqual({ tenantTypeId: 'associated.user.header', useCallback: true });
        return ok(options());
      }),
      http.post(UPLOAD_URL, async ({ request }) => {
        const form = await request.formData();
        fields.push(...form.keys());
        await delay(150);
        return HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/files/me.png', associateId: 'a1' },
        });
      }),
      handle(
        updateAssociatedUser,
        ({ body }) => (
          (headerUrl = body.headerUrl),
          ok({ ...firstChild, headerUrl: body.headerUrl ?? null })
        ),
      ),
    );
    renderScreen(<MyScreen />);
    await userEvent.upload(await screen.findByLabelText('更换头像'), photo());
    const progress = await screen.findByRole('progressbar');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByRole('img', { name: '小明的头像' })).toHaveAttribute(
      'src',
      'http://localhost/files/me.png',
    );
    expect(fields).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'callback',
      'x:userid',
      'x:ip',
      'x:associateid',
      'x:ownerid',
      'x:tenanttypeid',
      'x:appendfile',
      'name',
      'file',
    ]);
    expect(headerUrl).toBe('http://localhost/files/me.png');
    expect(getSession().identities?.find((i) => i.associatedUserId === 101)?.headerUrl).toBe(
      'http://localhost/files/me.png',
    );
  });

  it('shows uploadFile:fail plus the reason when the receiver refuses', async () => {
    server.use(
      handle(uploadOptions, () => ok(options())),
      http.post(UPLOAD_URL, () =>
        HttpResponse.json({ success: false, message: 'signature expired' }, { status: 403 }),
      ),
    );
    renderScreen(<MyScreen />);
    await userEvent.upload(await screen.findByLabelText('更换头像'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('uploadFile:fail signature expired');
  });

  it('shows uploadFile:fail with the reason when the connection drops', async () => {
    server.use(
      handle(uploadOptions, () => ok(options())),
      http.post(UPLOAD_URL, () => HttpResponse.error()),
    );
    renderScreen(<MyScreen />);
    await userEvent.upload(await screen.findByLabelText('更换头像'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('uploadFile:fail network error');
  });

  it('a failed head photo save toasts 操作失败', async () => {
    server.use(
      handle(uploadOptions, () => ok(options())),
      http.post(UPLOAD_URL, () =>
        HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/x.png', associateId: 'a2' },
        }),
      ),
      handle(updateAssociatedUser, () => fail(400, 'bad')),
    );
    renderScreen(<MyScreen />);
    await userEvent.upload(await screen.findByLabelText('更换头像'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('操作失败');
  });
});
