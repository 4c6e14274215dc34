/**
 * Cloud Functions for Clubhouse (2nd gen). Callables act for a signed-in member
 * (or an admin); triggers keep derived documents (public cards, standings,
 * counts); mail is queued in `mail` and delivered over SMTP. The emulator loads
 * this bundle from lib/index.js.
 */
export * from './callables';
export * from './triggers';
export * from './mail';
