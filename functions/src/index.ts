/**
 * Cloud Functions for Clubhouse (2nd gen). Callables act for a signed-in member
 * (or an admin); triggers keep derived documents (public cards, standings,
 * counts) and deliver mail. The emulator loads this bundle from lib/index.js.
 */
export * from './callables';
export * from './triggers';
