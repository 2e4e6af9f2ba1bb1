// The default catalog. Every message the spec shows to users is here verbatim; keys are nested by
// domain and sorted. Add keys to en.ts at the same time (the Messages type makes you).
export const zhCN = {
  auth: {
    bankAuthFailed: '授权失败，请返回重新进入！',
    bankAuthSucceeded: '授权成功！',
  },
  common: {
    empty: '暂无数据',
    loading: '加载中…',
    notBuilt: '此页面尚未上线',
    offline: '网络已断开，正在显示离线数据',
    retry: '重试',
  },
  errors: {
    cancelLeaveFailed: '调用服务失败',
    childSwitchFailed: '操作失败！请重试',
    classUpdated: '孩子班级已修改',
    identityExpired: '身份过期，请重新登录',
    leaveFailed: '请假失败，请重试！',
    networkFailed: 'Network request failed',
    networkTimedOut: 'Network request timed out',
    operationFailed: '操作失败',
    operationFailedRetry: '操作失败，请重试！',
    payLaunchFailed: '拉起支付失败，请重试！',
    relogin: ', 请重新登录?',
    requestTimeout: '网络连接超时',
    serverInternal: '服务器内部错误',
    serviceCallFailed: '服务调用失败',
    unbindFailed: '解绑失败，请稍候重试',
  },
  dialog: {
    cancel: '取消',
    confirm: '确定',
    notice: '提示',
  },
  router: {
    chunkFailed: '页面加载失败，请检查网络后重试',
    notFound: '页面不存在',
    notFoundHint: '您访问的页面不存在或已下线',
    backHome: '返回首页',
  },
  success: {
    operation: '操作成功',
  },
  sw: {
    reload: '刷新',
    updateAvailable: '有新版本可用',
  },
  tabs: {
    home: '首页',
    mine: '我的',
    orders: '订单',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof zhCN>;
