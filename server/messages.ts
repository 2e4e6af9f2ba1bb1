import { zhCN } from '../lib/i18n/zh-CN';

// Server-side messages (Chinese, as the app shows them). The spec's own messages come from the
// shared catalog so both ends say exactly the same words.
export const serverMessages = {
  accountLocked: '登录失败次数过多，账号已锁定 15 分钟，请稍后再试',
  badClient: '客户端认证失败',
  classNotFound: '班级不存在',
  forbidden: '无权访问',
  identityExpired: zhCN.errors.identityExpired,
  invalidField: '参数无效：{field}',
  invalidRequest: '请求无效',
  loginFailed: '用户名或密码错误',
  mobileTaken: '该手机号已被其他账号绑定',
  notFound: '资源不存在',
  oldPasswordWrong: '原密码错误',
  registerFailed: 'server exception, please retry or contact administrator',
  serverInternal: zhCN.errors.serverInternal,
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeWrong: '验证码错误',
  smsCooldown: '验证码发送过于频繁，请 60 秒后再试',
  smsDailyLimitIp: '今日验证码发送次数已达上限',
  smsDailyLimitMobile: '该手机号今日验证码发送次数已达上限，请明天再试',
  smsTooManyChecks: '验证码错误次数过多，请重新获取',
  socialAlreadyBound: '该账号已绑定其他用户',
  socialAuthFailed: zhCN.auth.bankAuthFailed,
  tooManyRequests: '请求过于频繁，请稍后再试',
  uploadExpired: '上传凭证已过期，请重新上传',
  uploadInUse: '附件正在使用，不能删除',
  uploadMissingFile: '请选择要上传的文件',
  uploadNotImage: '只能上传 PNG、JPEG、WebP 或 GIF 图片',
  uploadPolicyMismatch: '上传参数与凭证不符',
  uploadSignature: '上传凭证无效',
  uploadTenantType: '不支持的附件类型',
  uploadTooLarge: '文件过大，最大 {size}',
} as const;

export function withField(template: string, field: string): string {
  return template.replace('{field}', field);
}
