import { isEmailDomainAllowed } from './email-policy';

describe('isEmailDomainAllowed (spec 000 section 5)', () => {
  it('refuses domains of the disposable list, first, last and in between, in any case', () => {
    for (const email of ['a@0-180.com', 'a@mailinator.com', 'a@YopMail.com', 'a@zzzz1717.com', 'a@gmaıl.net'])
      expect(isEmailDomainAllowed(email)).toBe(false);
  });

  it('allows ordinary domains, including ones that contain a listed domain', () => {
    for (const email of ['a@gmail.com', 'a@outlook.sa', 'a@mailinator.com.sa', 'a@xmailinator.com'])
      expect(isEmailDomainAllowed(email)).toBe(true);
  });

  it('refuses placeholder domains, all-digit first labels and too short domains', () => {
    for (const email of ['a@example.com', 'a@tempmail7.com', 'a@test.org', 'a@123.com', 'a@x', 'nodomain'])
      expect(isEmailDomainAllowed(email)).toBe(false);
  });
});
