import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { MEMBER_UID, OTHER_UID, callers, rulesEnvironment } from './env';

let env: RulesTestEnvironment;
let as: ReturnType<typeof callers>;

beforeAll(async () => {
  env = await rulesEnvironment();
  as = callers(env);
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'pageContent/about'), { sections: { hero_heading: 'About us' } });
    await setDoc(doc(db, `profiles/${MEMBER_UID}`), { fullName: 'Member One', phone: '+971 50 000 0000' });
    await setDoc(doc(db, `roles/${MEMBER_UID}`), { admin: false });
    await setDoc(doc(db, 'sponsors/on'), { name: 'Active', active: true });
    await setDoc(doc(db, 'sponsors/off'), { name: 'Inactive', active: false });
    await setDoc(doc(db, 'mail/1'), { to: 'a@example.com' });
  });
});

describe('pageContent', () => {
  it('lets anyone read page texts', async () => {
    await assertSucceeds(getDoc(doc(as.visitor, 'pageContent/about')));
    await assertSucceeds(getDoc(doc(as.member, 'pageContent/about')));
  });
  it('lets only admins write them, as a sections map', async () => {
    await assertFails(setDoc(doc(as.visitor, 'pageContent/about'), { sections: {} }));
    await assertFails(setDoc(doc(as.member, 'pageContent/about'), { sections: {} }));
    await assertFails(setDoc(doc(as.admin, 'pageContent/about'), { sections: 'text' }));
    await assertSucceeds(setDoc(doc(as.admin, 'pageContent/about'), { sections: { hero_heading: 'Hi' } }));
  });
});

describe('profiles', () => {
  it('lets the owner and admins read a profile', async () => {
    await assertSucceeds(getDoc(doc(as.member, `profiles/${MEMBER_UID}`)));
    await assertSucceeds(getDoc(doc(as.admin, `profiles/${MEMBER_UID}`)));
  });
  it('hides personal data from visitors and other members', async () => {
    await assertFails(getDoc(doc(as.visitor, `profiles/${MEMBER_UID}`)));
    await assertFails(getDoc(doc(as.other, `profiles/${MEMBER_UID}`)));
    await assertFails(getDocs(collection(as.other, 'profiles')));
  });
  it('accepts no client writes yet', async () => {
    await assertFails(setDoc(doc(as.member, `profiles/${MEMBER_UID}`), { fullName: 'x' }));
    await assertFails(setDoc(doc(as.other, `profiles/${OTHER_UID}`), { fullName: 'x' }));
  });
});

describe('roles', () => {
  it('lets the owner and admins read, and nobody write', async () => {
    await assertSucceeds(getDoc(doc(as.member, `roles/${MEMBER_UID}`)));
    await assertSucceeds(getDoc(doc(as.admin, `roles/${MEMBER_UID}`)));
    await assertFails(getDoc(doc(as.other, `roles/${MEMBER_UID}`)));
    await assertFails(setDoc(doc(as.member, `roles/${MEMBER_UID}`), { admin: true }));
    await assertFails(setDoc(doc(as.admin, `roles/${OTHER_UID}`), { admin: true }));
  });
});

describe('sponsors', () => {
  it('shows active sponsors to anyone and inactive ones only to admins', async () => {
    await assertSucceeds(getDoc(doc(as.visitor, 'sponsors/on')));
    await assertSucceeds(getDocs(query(collection(as.visitor, 'sponsors'), where('active', '==', true))));
    await assertFails(getDoc(doc(as.visitor, 'sponsors/off')));
    await assertFails(getDocs(collection(as.member, 'sponsors')));
    await assertSucceeds(getDoc(doc(as.admin, 'sponsors/off')));
  });
});

describe('mail', () => {
  it('is closed to every client', async () => {
    await assertFails(getDoc(doc(as.visitor, 'mail/1')));
    await assertFails(getDoc(doc(as.member, 'mail/1')));
    await assertFails(setDoc(doc(as.member, 'mail/2'), { to: 'x@example.com' }));
  });
});
