/**
 * The documents of a Firestore bundle as plain data, without the SDK
 * (docs/decisions/0025-first-render-without-firestore.md).
 *
 * A server-rendered page carries its reads as the Admin SDK's bundle (the one
 * copy of the page's data: the render function writes nothing else). Before
 * hydration the browser reads the documents out of it here, so the first
 * render has the server's values with no Firestore module evaluated; after
 * hydration the same bundle is loaded into Firestore's cache (live-sdk.ts)
 * and the listeners carry on from it.
 *
 * A bundle is a sequence of `<byte length><JSON element>`; a document element
 * holds its fields in the Firestore REST encoding (proto3 JSON of `Value`).
 * Each value is decoded to what the SDKs hand a converter: a timestamp to a
 * Timestamp-shaped object (`seconds`, `nanoseconds`, `toDate()`, what
 * stored.ts's `isTimestampLike` reads), an integer to a number, a reference to
 * `{ path, id }`, a geo point to `{ latitude, longitude }`, bytes to a Uint8Array.
 */
import type { TimestampLike } from '../schemas/stored';
import type { StoredDoc } from './live-read';

/** A Firestore Value in its JSON encoding (one of these keys). */
export interface JsonValue {
  nullValue?: unknown;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string;
  timestampValue?: string | { seconds?: string | number; nanos?: number };
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: JsonValue[] };
  mapValue?: { fields?: Record<string, JsonValue> };
}

/** A timestamp as the converters read it (the SDKs' Timestamp, by its shape). */
export class PlainTimestamp implements TimestampLike {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toMillis(): number {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }
  toDate(): Date {
    return new Date(this.toMillis());
  }
}

/** An RFC 3339 time as Firestore encodes it (`2026-11-27T10:00:00.123456Z`), to the second and nanosecond. */
export function parseTimestamp(value: string | { seconds?: string | number; nanos?: number }): PlainTimestamp {
  if (typeof value !== 'string') return new PlainTimestamp(Number(value.seconds ?? 0), value.nanos ?? 0);
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(value);
  if (!match) throw new Error(`Not a timestamp: ${value}`);
  const [, whole = '', fraction = '', zone = 'Z'] = match;
  const millis = Date.parse(`${whole}${zone}`);
  if (Number.isNaN(millis)) throw new Error(`Not a timestamp: ${value}`);
  return new PlainTimestamp(Math.floor(millis / 1000), Number(fraction.padEnd(9, '0')));
}

/** A document's path from its resource name (`projects/p/databases/(default)/documents/news/a` -> `news/a`). */
export function documentPath(name: string): string {
  const at = name.indexOf('/documents/');
  return at === -1 ? name : name.slice(at + '/documents/'.length);
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** One Firestore value as plain data (see the file's comment). */
export function decodeValue(value: JsonValue): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return parseTimestamp(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return base64Bytes(value.bytesValue);
  if (value.referenceValue !== undefined) {
    const path = documentPath(value.referenceValue);
    return { path, id: path.split('/').pop() ?? '' };
  }
  if (value.geoPointValue !== undefined)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields);
  throw new Error(`A value of an unknown type: ${Object.keys(value).join(', ')}`);
}

/** A document's fields as plain data. */
export function decodeFields(fields: Record<string, JsonValue> | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) data[key] = decodeValue(value);
  return data;
}

/** The JSON elements of a bundle, in order (lengths are in UTF-8 bytes). */
export function bundleElements(bundle: string): Record<string, unknown>[] {
  const elements: Record<string, unknown>[] = [];
  const ascii = !/[^ -~\t\n\r]/.test(bundle); // (printable ASCII and white space: then a byte is a character)
  const bytes = ascii ? null : new TextEncoder().encode(bundle);
  const decoder = ascii ? null : new TextDecoder();
  const size = bytes ? bytes.length : bundle.length;
  const at = (i: number) => (bytes ? bytes[i]! : bundle.charCodeAt(i));
  const slice = (from: number, to: number) => (bytes ? decoder!.decode(bytes.subarray(from, to)) : bundle.slice(from, to));
  let i = 0;
  while (i < size) {
    let j = i;
    while (j < size && at(j) >= 48 && at(j) <= 57) j++;
    const length = Number(slice(i, j));
    if (j === i || !Number.isFinite(length) || j + length > size) throw new Error('A malformed Firestore bundle');
    elements.push(JSON.parse(slice(j, j + length)) as Record<string, unknown>);
    i = j + length;
  }
  return elements;
}

/** Every document of a bundle by its path, dressed as a snapshot for the converters. */
export function bundleDocs(bundle: string): Map<string, StoredDoc> {
  const docs = new Map<string, StoredDoc>();
  for (const element of bundleElements(bundle)) {
    const document = element.document as { name?: string; fields?: Record<string, JsonValue> } | undefined;
    if (!document?.name) continue;
    const path = documentPath(document.name);
    const data = decodeFields(document.fields);
    docs.set(path, { id: path.split('/').pop() ?? '', ref: { path }, exists: () => true, data: () => data });
  }
  return docs;
}
