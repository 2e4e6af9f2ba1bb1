import type { ScreenLoaders } from '@/components/shell/LazyScreen';

// One loader per built route of lib/router/routes.ts (a missing or extra entry is a type error).
// Each screen module is its own chunk, loaded only when its route is shown, so the first load
// carries the shell alone. The import paths are literal on purpose: the bundler can only split a
// chunk per screen from a static `import('...')`. Routes not built yet have no entry: the shell
// shows the shared not-built view from their row.
export const SCREEN_LOADERS = {
  entrance: () => import('@/screens/entrance/index'),
  entranceYtBank: () => import('@/screens/entrance/ytBank'),
  entranceYtWXBank: () => import('@/screens/entrance/ytWXBank'),
  login: () => import('@/screens/user/login'),
  home: () => import('@/screens/index/index'),
  mealEvaluate: () => import('@/screens/index/MealEvaluate'),
  leaveList: () => import('@/screens/leave/index'),
  leave: () => import('@/screens/leave/leave'),
  meal: () => import('@/screens/meal/index'),
  mealMonth: () => import('@/screens/meal/month'),
  mealDay: () => import('@/screens/meal/day'),
  mealOrder: () => import('@/screens/meal/order'),
  mealOrangebank: () => import('@/screens/meal/orangebank'),
  orders: () => import('@/screens/order/index'),
  orderMealDetail: () => import('@/screens/order/MealDetail'),
  monthOrderDetail: () => import('@/screens/order/MonthOrderDetail'),
  dayOrderDetail: () => import('@/screens/order/DayOrderDetail'),
  orderOrangebank: () => import('@/screens/order/orangebank'),
  my: () => import('@/screens/my/index'),
  myMealLogs: () => import('@/screens/my/MealLogs'),
  myAboutPlatform: () => import('@/screens/my/AboutPlatform'),
  mySetting: () => import('@/screens/my/Setting'),
  myUpdatePassword: () => import('@/screens/my/UpdatePassword'),
  myBindMobile: () => import('@/screens/my/BindMobile'),
  myIntroduction: () => import('@/screens/my/introduction'),
  registerHome: () => import('@/screens/register/Home'),
  registerBindingUser: () => import('@/screens/register/BindingUser'),
  registerInfo: () => import('@/screens/register/Info'),
  registerMessageRecord: () => import('@/screens/register/MessageRecord'),
  classes: () => import('@/screens/applications/classes/index'),
  applicationsLogin: () => import('@/screens/applications/user/login'),
  classesResponsible: () => import('@/screens/applications/classes/responsible'),
  classesConcerned: () => import('@/screens/applications/classes/concerned'),
  classesAddConcerned: () => import('@/screens/applications/classes/addConcerned'),
} as const satisfies ScreenLoaders;
