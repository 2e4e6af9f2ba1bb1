import { ApiError, NETWORK_ERROR } from '@/lib/api/errors';
import { errorText } from '@/lib/api/errorText';
import { setLocale } from '@/lib/i18n';

// One helper turns a failed call into the user's words (decision 068).

afterEach(async () => {
  await setLocale('zh-CN');
});

describe('errorText', () => {
  it("says a known code's meaning and what to do, in the user's language", async () => {
    const wrong = new ApiError(400, 'OLD_PASSWORD_WRONG', '原密码错误');
    expect(errorText(wrong, '修改失败')).toBe(
      '原密码不正确，请重新输入；忘记原密码可退出后用短信验证码登录',
    );
    await setLocale('en');
    expect(errorText(wrong, 'fallback')).toBe(
      'The current password is wrong. Type it again, or log out and sign in with an SMS code if you forgot it.',
    );
    expect(errorText(new ApiError(0, NETWORK_ERROR, 'Network request failed'), 'x')).toBe(
      'No connection. Check the network and try again.',
    );
  });

  it("keeps the server's own words for an unnamed 4xx in Chinese, and names the action in English", async () => {
    const invalid = new ApiError(400, 'INVALID_INPUT', '参数无效：reason');
    expect(errorText(invalid, '退款申请没有提交成功')).toBe('参数无效：reason');
    await setLocale('en');
    expect(errorText(invalid, 'The refund request was not sent.')).toBe(
      'The refund request was not sent.',
    );
  });

  it('falls back to what failed for a 5xx, a non-API error and an empty message', () => {
    expect(errorText(new ApiError(502, 'BAD_GATEWAY', '<html>'), '评价没有提交成功')).toBe(
      '评价没有提交成功',
    );
    expect(errorText(new Error('boom'), '评价没有提交成功')).toBe('评价没有提交成功');
    expect(errorText(new ApiError(400, 'X', ' '), '评价没有提交成功')).toBe('评价没有提交成功');
    expect(errorText(new ApiError(401, 'UNAUTHORIZED', ''), 'x')).toBe('身份过期，请重新登录');
  });
});
