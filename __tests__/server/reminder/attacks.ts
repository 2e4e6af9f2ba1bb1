// Where an attacker pointed the push endpoint (decision 062), and the other spellings of internal
// addresses: every one must be refused when saved and never be connected to (decision 062).

/** The addresses and the other spellings of internal ones. */
export const ATTACKS = [
  'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'https://10.0.0.5:6443/api/v1/secrets',
  'https://127.0.0.1:8443/push',
  'https://[::1]/push',
  'https://user:pw@10.1.1.1/push',
  'https://user:pw@push.example.com/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://[::ffff:a9fe:a9fe]/push',
  'https://2130706433/push',
  'https://0x7f000001/push',
  'https://0177.0.0.1/push',
  'https://127.1/push',
  'https://localhost/push',
  'https://push.localhost./push',
  'https://0.0.0.0/push',
  'https://100.64.0.1/push',
  'https://172.16.0.1/push',
  'https://192.168.1.1/push',
  'https://224.0.0.1/push',
  'https://[fd00::1]/push',
  'https://[fe80::1]/push',
  'https://[64:ff9b::7f00:1]/push',
  'http://10.0.0.5/push',
  'http://push.example.com/push',
  'ftp://push.example.com/push',
];
