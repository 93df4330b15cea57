import { z } from 'zod';
import type { CommandDefinition } from '@t1d/contract';

/** One request body to send to the gateway, and the content type it goes with. */
export interface FuzzPayload {
  label: string;
  body: string;
  contentType?: string;
}

interface FieldSchema {
  type?: string | string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: unknown;
}

const controlCharacters = 'a\u0000b\u0007c\u001b[31md\r\ne\u2028f';
const unicodeJunk = '\u202eevil\uFEFF𝕏\uD800ω🙂\u0301';
// Latin letters and their Cyrillic twins: a name that reads the same and is another string.
const twins: Record<string, string> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  A: '\u0410',
  C: '\u0421',
  P: '\u0420',
};
const lookAlike = (name: string) => name.replace(/[aceopACP]/, (letter) => twins[letter]!);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { junk: deep(levels - 1) });

/** Values no field should take, by what the field is. */
function badValuesFor(field: FieldSchema): Array<[string, unknown]> {
  const types = [field.type ?? 'any'].flat();
  const values: Array<[string, unknown]> = [
    ['null', null],
    ['an object', { $gt: '' }],
    ['a nested junk object', deep(40)],
    ['an array of junk', [null, {}, [], 'x', 1]],
  ];
  if (!types.includes('string')) values.push(['a string', 'not the right type'], ['a control-character string', controlCharacters]);
  if (types.includes('string')) {
    values.push(['a number', 12345], ['true', true], ['a string of 40,000 characters', 'x'.repeat(40_000)]);
    if (field.maxLength !== undefined) values.push(['one character too long', unicodeJunk.repeat(Math.ceil((field.maxLength + 1) / 3))]);
  }
  if (types.includes('integer') || types.includes('number')) {
    values.push(['a numeric string', '1'], ['2^53 + 2', 2 ** 53 + 2], ['1e308', 1e308], ['-1e308', -1e308], ['true', true]);
    if (types.includes('integer')) values.push(['a fraction', 1.5], ['the smallest double', Number.MIN_VALUE]);
    if (field.minimum !== undefined) values.push(['below the minimum', field.minimum - 1]);
    if (field.maximum !== undefined) values.push(['above the maximum', field.maximum + 1]);
  }
  if (types.includes('boolean')) values.push(['the string "true"', 'true'], ['1', 1]);
  if (types.includes('array')) values.push(['an object for a list', { 0: 'x' }], ['a list of 5,000 nulls', Array(5000).fill(null)]);
  if (types.includes('object')) values.push(['a list for an object', ['x']], ['an object of junk', { a: deep(5), b: unicodeJunk }]);
  return values;
}

/** Bodies that are wrong before any command reads them: not JSON, not an object, poisoned, too big. */
function bodyJunk(cmd: string, fields: Record<string, unknown>): FuzzPayload[] {
  const valid = JSON.stringify({ cmd, ...fields });
  return [
    { label: 'an empty body', body: '' },
    { label: 'truncated JSON', body: valid.slice(0, -2) },
    { label: 'JSON with NaN', body: `{"cmd":"${cmd}","x":NaN}` },
    { label: 'a trailing comma', body: `{"cmd":"${cmd}",}` },
    { label: 'a list', body: JSON.stringify([{ cmd, ...fields }]) },
    { label: 'a string', body: JSON.stringify(cmd) },
    { label: 'a number', body: '-0' },
    { label: 'null', body: 'null' },
    { label: '__proto__ at the top', body: `{"cmd":"${cmd}","__proto__":{"is_operator":1,"family_id":1}}` },
    { label: 'constructor.prototype', body: `{"cmd":"${cmd}","constructor":{"prototype":{"is_operator":1}}}` },
    { label: '__proto__ in a field', body: `{"cmd":"${cmd}","x":{"__proto__":{"role":"operator"}}}` },
    { label: 'a body over the 64 KB limit', body: JSON.stringify({ cmd, ...fields, pad: 'x'.repeat(70_000) }) },
    { label: 'cmd nested 5,000 deep', body: `{"x":"${cmd}","cmd":${'['.repeat(5000)}"${cmd}"${']'.repeat(5000)}}` },
    { label: 'cmd as a list', body: JSON.stringify({ ...fields, cmd: [cmd] }) },
    { label: 'cmd as a number', body: JSON.stringify({ ...fields, cmd: 7 }) },
    { label: 'cmd with a control character', body: JSON.stringify({ ...fields, cmd: `${cmd}\u0000` }) },
    { label: 'cmd in other letters', body: JSON.stringify({ ...fields, cmd: cmd.toUpperCase() }) },
    { label: 'cmd with a look-alike letter', body: JSON.stringify({ ...fields, cmd: lookAlike(cmd) }) },
    { label: 'form encoding', body: `cmd=${cmd}`, contentType: 'application/x-www-form-urlencoded' },
    { label: 'plain text', body: valid, contentType: 'text/plain' },
    { label: 'cmd with a lone surrogate', body: `{"cmd":"${cmd}\udc00"}` },
  ];
}

/**
 * At least `count` request bodies for `cmd` that must all be refused: each field of a valid call in
 * turn given values it must not take (kept only when the contract's own schema rejects the result, so
 * none is a valid call by accident), then bodies wrong before any command reads them.
 */
export function invalidPayloads(
  cmd: string,
  definition: CommandDefinition,
  validFields: Record<string, unknown>,
  count = 50,
): FuzzPayload[] {
  const schema = z.toJSONSchema(definition.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, FieldSchema> };
  const properties = schema.properties ?? {};
  const payloads: FuzzPayload[] = [];
  for (const [field, fieldSchema] of Object.entries(properties)) {
    for (const [label, value] of badValuesFor(fieldSchema)) {
      const fields = { ...validFields, [field]: value };
      if (definition.input.safeParse(fields).success) continue;
      payloads.push({ label: `${field}: ${label}`, body: JSON.stringify({ cmd, ...fields }) });
    }
  }
  const junk = bodyJunk(cmd, validFields);
  payloads.push(...junk);
  // Commands with few fields: the junk again, each after a field-free variant of the call.
  for (let round = 1; payloads.length < count; round += 1) {
    for (const item of junk)
      payloads.push({
        ...item,
        label: `${item.label} (${round})`,
        body: item.body.replace(`"cmd":"${cmd}"`, `"cmd":"${cmd}","round${round}":${round}`),
      });
  }
  return payloads;
}
