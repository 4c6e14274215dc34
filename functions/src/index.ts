/**
 * Cloud Functions for Clubhouse (2nd gen). The callables and triggers of the
 * data contract (docs/decisions/0001-data-model.md) are added here by the
 * server-truth work; the emulator loads this bundle from lib/index.js.
 */
export {};
