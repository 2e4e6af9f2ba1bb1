'use client';
import { BankEntrance } from './BankEntrance';

/** /pages/entrance/ytWXBank: the bank's entrance inside the chat app; the same authorisation. */
export default function EntranceYtWXBankScreen() {
  return <BankEntrance name="entranceYtWXBank" />;
}
