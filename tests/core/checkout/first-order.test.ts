import { describe, expect, it } from 'vitest';
import { mailboxOf, orderingPersonKeys } from '../../../core/checkout';

describe('who a first-order code is for', () => {
  it('reads an email as one mailbox: case, spaces and a +tag do not make another person', () => {
    expect(mailboxOf(' Riley.Vet+Spring@Example.COM ')).toBe('riley.vet@example.com');
    expect(mailboxOf('a+b+c@x.org')).toBe('a@x.org');
    expect(mailboxOf('plain@x.org')).toBe('plain@x.org');
  });

  it('keys a person by customer id, then mailbox: the order every transaction locks them in', () => {
    expect(orderingPersonKeys('c-1', 'A+x@Y.org')).toEqual(['customer:c-1', 'mailbox:a@y.org']);
    expect(orderingPersonKeys(null, 'a@y.org')).toEqual(['mailbox:a@y.org']);
    expect(orderingPersonKeys('c-1', null)).toEqual(['customer:c-1']);
  });
});
