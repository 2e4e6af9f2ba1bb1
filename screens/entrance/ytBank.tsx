'use client';
import { BankEntrance } from './BankEntrance';

/** /pages/entrance/ytBank: opened from the bank's app with an authorisation code. */
export default function EntranceYtBankScreen() {
  return <BankEntrance name="entranceYtBank" />;
}
