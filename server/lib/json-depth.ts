/** Deepest nesting any route's body needs is under 10; 32 leaves room without letting a parse recurse far. */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, read in one pass over its bytes without parsing (brackets inside strings,
 * escapes included, are not counted). Stops as soon as `limit` is passed, so a body of a million `[` costs
 * microseconds per kilobyte, never a parse.
 */
export function jsonDepthExceeds(buf: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * body-parser's `verify` hook: refuses a body nested deeper than MAX_JSON_DEPTH before it is parsed, as a 400
 * (`type` marks it for the error handler's fixed message).
 */
export function refuseDeepJson(_req: unknown, _res: unknown, buf: Buffer) {
  if (jsonDepthExceeds(buf)) {
    throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'json.too.deep' });
  }
}
