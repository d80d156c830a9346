import type { SessionUser } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  destinationAfterSignIn,
  guardEntry,
  guardLogin,
  guardSignedIn,
  safeReturnPath,
  type SessionView,
} from './route-guards';

const user: SessionUser = {
  uid: 'u',
  email: 'a@b.co',
  name: 'A',
  validKey: 'a@b_co',
  level: 'level',
  isNew: false,
};
const signedIn: SessionView = { status: 'signed-in', user, pendingDestination: null };
const signedOut: SessionView = { status: 'signed-out', user: null, pendingDestination: null };
const checking: SessionView = { status: 'checking', user: null, pendingDestination: null };

describe('route guards', () => {
  it('sends signed-out visitors of protected routes to /login with the way back', () => {
    expect(guardSignedIn(signedOut, '/paragraph?tab=1')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fparagraph%3Ftab%3D1',
    });
    expect(guardSignedIn(signedIn, '/paragraph')).toEqual({ kind: 'render' });
    expect(guardSignedIn(checking, '/paragraph')).toEqual({ kind: 'wait' });
    expect(guardSignedIn({ ...checking, user }, '/paragraph')).toEqual({ kind: 'render' });
  });

  it('sends a learner who signed out or deleted their account on a signed-in page home', () => {
    expect(guardSignedIn({ ...signedOut, leftByChoice: true }, '/profile')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends signed-in learners away from /login, to a pending destination if any', () => {
    expect(guardLogin(signedIn)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardLogin({ ...signedIn, pendingDestination: '/user-details' })).toEqual({
      kind: 'redirect',
      to: '/user-details',
    });
    expect(guardLogin(signedOut)).toEqual({ kind: 'render' });
  });

  it('routes /ff to the dashboard or the login', () => {
    expect(guardEntry(signedIn)).toEqual({ kind: 'redirect', to: '/DashboardOne' });
    expect(guardEntry(signedOut)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardEntry(checking)).toEqual({ kind: 'wait' });
  });

  it('after sign-in returns to the page asked for, else by the isNew rule', () => {
    expect(destinationAfterSignIn({ isNew: true }, null)).toBe('/user-details');
    expect(destinationAfterSignIn({ isNew: false }, undefined)).toBe('/paragraph');
    expect(destinationAfterSignIn({ isNew: true }, '/DashboardOne')).toBe('/DashboardOne');
  });

  it('never returns to another site or to the login page', () => {
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/login?next=/x')).toBeNull();
    expect(safeReturnPath('/mcq')).toBe('/mcq');
  });
});
