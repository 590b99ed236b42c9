import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { markupProblem } from './markup';

/**
 * A PDF read far enough to know it is one and that it carries no active content.
 *
 * The type: `%PDF-1.x` (or 2.0) at the first byte, `%%EOF` at the end with nothing but
 * whitespace after it, and a `startxref` pointer to a real cross-reference — a table with its
 * trailer, or an XRef stream — inside the file.
 *
 * The content: every byte outside stream data is read as PDF syntax (comments, strings, names,
 * dictionaries), and so is every object stream, decompressed, since PDF 1.5 files keep most of
 * their dictionaries there (pdf-lib does too). A PDF is refused when any name says active content
 * — JavaScript, launch actions, embedded files, rich media, XFA forms — or when the document or a
 * page, field or annotation acts on its own (an `/OpenAction` that is an action rather than a page
 * to open at, a non-empty `/AA`). Names are compared after decoding their `#xx` escapes, as a
 * reader does (`/J#61vaScript` is `/JavaScript`). Stream data itself (page contents, images,
 * fonts) is not PDF syntax and is skipped, except that an object header found inside it is
 * refused: a cross-reference may point into a stream's bytes, and a reader would then run an
 * object this scan never saw.
 */

/** Names that are active content wherever they appear, as a key or as a value. */
const ACTIVE_NAMES: ReadonlyMap<string, string> = new Map([
  ['JavaScript', 'JavaScript'],
  ['JS', 'JavaScript'],
  ['Launch', 'a launch action, which can start a program'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['RichMedia', 'rich media (Flash or video)'],
  ['XFA', 'an XFA form, which runs scripts'],
]);

/** Acrobat looks for `%%EOF` in the last 1024 bytes; so does this check. */
const EOF_WINDOW = 1024;

/** Deeper nesting than any real document has; it would only serve to exhaust the stack. */
const NESTING_MAX = 100;

/**
 * DECISION: object streams decompress to at most 64 MiB in all — a thousand-page document's
 * objects are a few MB — so a small upload cannot inflate into a memory bomb.
 */
const OBJECT_STREAMS_DECODED_MAX = 64 * 1024 * 1024;

/** Dictionary keys this check needs the values of; the others are read and checked, not kept. */
const KEPT_KEYS = new Set([
  'Type',
  'Length',
  'Filter',
  'DecodeParms',
  'Predictor',
  'N',
  'First',
  'Root',
  'OpenAction',
  'AA',
  'S',
  'Next',
]);

/** An array keeps its first few items: enough for a filter list. */
const ARRAY_ITEMS_KEPT = 4;

const DAMAGED = 'it is damaged or incomplete';

type Value =
  | { kind: 'dict'; size: number; entries: Map<string, Value> }
  | { kind: 'array'; items: Value[] }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'ref'; objectNumber: number }
  | { kind: 'other' };

type Token =
  | { type: 'name'; name: string }
  | { type: 'number'; value: number; integer: boolean }
  | { type: 'keyword'; word: string }
  | { type: 'string' | 'dictOpen' | 'dictClose' | 'arrayOpen' | 'arrayClose' | 'junk' };

/** What an indirect object is, as far as `/OpenAction` and `/AA` references care. */
type ObjectKind =
  | 'goToAction'
  | 'dict'
  | 'emptyDict'
  | 'stream'
  | 'array'
  | 'other'
  | `ref ${number}`;

/**
 * DECISION: an `/OpenAction` may be a plain GoTo action — "open at this page" said as an
 * action, which LaTeX's hyperref and other producers write by default — as long as no `/Next`
 * action follows it. It only moves to a page of the same document, exactly as a destination
 * does. Any other action type (a link, a form submission, a named action such as Print,
 * a script) is refused, and so is any action in an `/AA`.
 */
const isPlainGoTo = (dict: Extract<Value, { kind: 'dict' }>): boolean => {
  const type = dict.entries.get('S');
  return type?.kind === 'name' && type.name === 'GoTo' && !dict.entries.has('Next');
};

/** A refusal found deep in the scan; its message is the problem sentence. */
class Refusal extends Error {}

function refuse(problem: string): never {
  throw new Refusal(problem);
}

const isSpace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** `( ) < > [ ] { } / %`: they end a name, a number or a keyword. */
const isDelimiter = (byte: number): boolean =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;

/** `#xx` escapes of a name decoded (PDF 1.2+), as a reader compares names. */
const decodeName = (raw: string): string =>
  raw.includes('#')
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

/** PDF's lexical tokens over `bytes[position, end)`. */
class Lexer {
  constructor(
    readonly bytes: Buffer,
    public position: number,
    readonly end: number,
  ) {}

  private byteAt(index: number): number {
    return index < this.end ? (this.bytes[index] ?? -1) : -1;
  }

  /** Whitespace and comments (`%` to the end of the line). */
  private skipSpace(): void {
    while (this.position < this.end) {
      const byte = this.byteAt(this.position);
      if (isSpace(byte)) {
        this.position += 1;
      } else if (byte === 0x25) {
        while (this.position < this.end) {
          const inComment = this.byteAt(this.position);
          if (inComment === 0x0a || inComment === 0x0d) break;
          this.position += 1;
        }
      } else {
        return;
      }
    }
  }

  private regularEnd(from: number): number {
    let index = from;
    while (index < this.end) {
      const byte = this.byteAt(index);
      if (isSpace(byte) || isDelimiter(byte)) break;
      index += 1;
    }
    return index;
  }

  next(): Token | undefined {
    this.skipSpace();
    if (this.position >= this.end) return undefined;
    const byte = this.byteAt(this.position);
    const following = this.byteAt(this.position + 1);
    switch (byte) {
      case 0x2f: {
        const start = this.position + 1;
        this.position = this.regularEnd(start);
        return {
          type: 'name',
          name: decodeName(this.bytes.toString('latin1', start, this.position)),
        };
      }
      case 0x28:
        this.skipLiteralString();
        return { type: 'string' };
      case 0x3c: {
        if (following === 0x3c) {
          this.position += 2;
          return { type: 'dictOpen' };
        }
        const close = this.bytes.indexOf(0x3e, this.position);
        if (close < 0 || close >= this.end) refuse(`${DAMAGED} (a hex string never ends)`);
        this.position = close + 1;
        return { type: 'string' };
      }
      case 0x3e:
        if (following === 0x3e) {
          this.position += 2;
          return { type: 'dictClose' };
        }
        this.position += 1;
        return { type: 'junk' };
      case 0x5b:
        this.position += 1;
        return { type: 'arrayOpen' };
      case 0x5d:
        this.position += 1;
        return { type: 'arrayClose' };
      case 0x29:
      case 0x7b:
      case 0x7d:
        this.position += 1;
        return { type: 'junk' };
    }
    const start = this.position;
    this.position = this.regularEnd(start);
    const text = this.bytes.toString('latin1', start, this.position);
    if (NUMBER.test(text))
      return { type: 'number', value: Number(text), integer: INTEGER.test(text) };
    return { type: 'keyword', word: text };
  }

  /** A `( … )` string: balanced parentheses, a backslash escapes the next byte. */
  private skipLiteralString(): void {
    let depth = 0;
    while (this.position < this.end) {
      const byte = this.byteAt(this.position);
      if (byte === 0x5c) {
        this.position += 2;
        continue;
      }
      this.position += 1;
      if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return;
    }
    refuse(`${DAMAGED} (a text string never ends)`);
  }
}

/** Reads a PDF's syntax, checking every name and dictionary it meets. */
class PdfScan {
  /** The whole file as latin1, one character a byte (for the pattern searches). */
  readonly text: string;
  /** Stream data ranges `[start, end)`, in file order. */
  readonly streamRanges: [number, number][] = [];
  /** What each indirect object is (every definition of it: a later update may redefine one). */
  private readonly objectKinds = new Map<number, Set<ObjectKind>>();
  private readonly openActionRefs: number[] = [];
  private readonly additionalActionRefs: number[] = [];
  private decodedBudget = OBJECT_STREAMS_DECODED_MAX;

  constructor(readonly bytes: Buffer) {
    this.text = bytes.toString('latin1');
  }

  private checkName(name: string): void {
    const what = ACTIVE_NAMES.get(name);
    if (what) refuse(`it carries active content: ${what} (/${name})`);
  }

  private checkDict(dict: Extract<Value, { kind: 'dict' }>): void {
    // An /OpenAction is either a destination (an array: the page to open at, harmless) or an
    // action dictionary, which runs by itself when the file is opened (see isPlainGoTo).
    const openAction = dict.entries.get('OpenAction');
    if (openAction?.kind === 'dict' && !isPlainGoTo(openAction)) {
      refuse('it carries active content: an action that runs when it is opened (/OpenAction)');
    }
    if (openAction?.kind === 'ref') this.openActionRefs.push(openAction.objectNumber);
    // /AA maps events (page opened, field left, …) to actions; an empty one does nothing.
    const additional = dict.entries.get('AA');
    if (additional?.kind === 'dict' && additional.size > 0) {
      refuse('it carries active content: actions that run on events (/AA)');
    }
    if (additional?.kind === 'ref') this.additionalActionRefs.push(additional.objectNumber);
  }

  private note(objectNumber: number, kind: ObjectKind): void {
    const kinds = this.objectKinds.get(objectNumber) ?? new Set<ObjectKind>();
    kinds.add(kind);
    this.objectKinds.set(objectNumber, kinds);
  }

  private static kindOf(value: Value): ObjectKind {
    if (value.kind === 'dict') {
      if (isPlainGoTo(value)) return 'goToAction';
      return value.size > 0 ? 'dict' : 'emptyDict';
    }
    if (value.kind === 'array') return 'array';
    if (value.kind === 'ref') return `ref ${value.objectNumber}`;
    return 'other';
  }

  /** The kinds an object may be, following references to references. */
  private resolvedKinds(objectNumber: number, seen = new Set<number>()): Set<ObjectKind> {
    const resolved = new Set<ObjectKind>();
    if (seen.has(objectNumber)) return resolved;
    seen.add(objectNumber);
    for (const kind of this.objectKinds.get(objectNumber) ?? []) {
      if (kind.startsWith('ref ')) {
        for (const inner of this.resolvedKinds(Number(kind.slice(4)), seen)) resolved.add(inner);
      } else {
        resolved.add(kind);
      }
    }
    return resolved;
  }

  value(lexer: Lexer, token: Token, depth: number): Value {
    switch (token.type) {
      case 'name':
        this.checkName(token.name);
        return { kind: 'name', name: token.name };
      case 'number': {
        // `12 0 R` is a reference: look two tokens ahead, and step back when it is not one.
        if (token.integer && token.value >= 0) {
          const back = lexer.position;
          const generation = lexer.next();
          if (generation?.type === 'number' && generation.integer) {
            const keyword = lexer.next();
            if (keyword?.type === 'keyword' && keyword.word === 'R') {
              return { kind: 'ref', objectNumber: token.value };
            }
          }
          lexer.position = back;
        }
        return { kind: 'number', value: token.value, integer: token.integer };
      }
      case 'arrayOpen':
        return this.array(lexer, depth + 1);
      case 'dictOpen':
        return this.dict(lexer, depth + 1);
      default:
        return { kind: 'other' };
    }
  }

  private array(lexer: Lexer, depth: number): Value {
    if (depth > NESTING_MAX) refuse(`${DAMAGED} (nested more than ${NESTING_MAX} deep)`);
    const items: Value[] = [];
    while (true) {
      const token = lexer.next() ?? refuse(`${DAMAGED} (an array never ends)`);
      if (token.type === 'arrayClose') return { kind: 'array', items };
      if (token.type === 'dictClose') refuse(`${DAMAGED} (a misplaced >>)`);
      const item = this.value(lexer, token, depth);
      if (items.length < ARRAY_ITEMS_KEPT) items.push(item);
    }
  }

  private dict(lexer: Lexer, depth: number): Value {
    if (depth > NESTING_MAX) refuse(`${DAMAGED} (nested more than ${NESTING_MAX} deep)`);
    const entries = new Map<string, Value>();
    let size = 0;
    while (true) {
      const key = lexer.next() ?? refuse(`${DAMAGED} (a dictionary never ends)`);
      if (key.type === 'dictClose') break;
      if (key.type === 'arrayClose') refuse(`${DAMAGED} (a misplaced ])`);
      if (key.type !== 'name') {
        // Not a key: still read (and checked) as a value, as a lenient reader would skip it.
        this.value(lexer, key, depth);
        continue;
      }
      this.checkName(key.name);
      const token = lexer.next() ?? refuse(`${DAMAGED} (a dictionary never ends)`);
      if (token.type === 'dictClose') break;
      if (token.type === 'arrayClose') refuse(`${DAMAGED} (a misplaced ])`);
      const value = this.value(lexer, token, depth);
      size += 1;
      if (KEPT_KEYS.has(key.name)) entries.set(key.name, value);
    }
    const dict = { kind: 'dict' as const, size, entries };
    this.checkDict(dict);
    return dict;
  }

  /**
   * The cross-reference `startxref` points at: an `xref` table with its trailer, or an
   * `n g obj` XRef stream; either way with the document catalogue (/Root).
   */
  checkCrossReference(): void {
    const eof = this.text.lastIndexOf('%%EOF');
    if (eof < 0 || eof < this.bytes.length - EOF_WINDOW) refuse(`${DAMAGED} (no %%EOF at its end)`);
    const after = this.bytes.subarray(eof + 5);
    if (!after.every(isSpace)) {
      refuse(`it has ${after.length} bytes of other data after the end of the PDF (%%EOF)`);
    }
    const pointer = this.text.lastIndexOf('startxref', eof);
    if (pointer < 0) refuse(`${DAMAGED} (no cross-reference pointer, startxref)`);
    const offsetToken = new Lexer(this.bytes, pointer + 9, eof).next();
    const offset = offsetToken?.type === 'number' && offsetToken.integer ? offsetToken.value : -1;
    if (offset <= 0 || offset >= pointer) {
      refuse(`${DAMAGED} (its cross-reference pointer, startxref, points outside the file)`);
    }
    const lexer = new Lexer(this.bytes, offset, pointer);
    const first = lexer.next();
    const noCrossReference = `${DAMAGED} (startxref does not point at a cross-reference)`;
    let trailer: Value | undefined;
    if (first?.type === 'keyword' && first.word === 'xref') {
      // Subsections: `start count`, then count entries of `offset generation n|f`.
      while (true) {
        const token = lexer.next();
        if (token?.type === 'keyword' && token.word === 'trailer') break;
        const count = lexer.next();
        if (token?.type !== 'number' || count?.type !== 'number' || !count.integer) {
          refuse(noCrossReference);
        }
        for (let entry = 0; entry < count.value; entry += 1) {
          const entryOffset = lexer.next();
          const generation = lexer.next();
          const use = lexer.next();
          if (
            entryOffset?.type !== 'number' ||
            generation?.type !== 'number' ||
            use?.type !== 'keyword' ||
            (use.word !== 'n' && use.word !== 'f')
          ) {
            refuse(noCrossReference);
          }
        }
      }
      const open = lexer.next();
      if (open?.type !== 'dictOpen') refuse(noCrossReference);
      trailer = this.dict(lexer, 1);
    } else if (first?.type === 'number' && first.integer) {
      const generation = lexer.next();
      const keyword = lexer.next();
      const open = lexer.next();
      if (
        generation?.type !== 'number' ||
        keyword?.type !== 'keyword' ||
        keyword.word !== 'obj' ||
        open?.type !== 'dictOpen'
      ) {
        refuse(noCrossReference);
      }
      trailer = this.dict(lexer, 1);
      const type = trailer.kind === 'dict' ? trailer.entries.get('Type') : undefined;
      const stream = lexer.next();
      const isXRefStream =
        type?.kind === 'name' &&
        type.name === 'XRef' &&
        stream?.type === 'keyword' &&
        stream.word === 'stream';
      if (!isXRefStream) refuse(noCrossReference);
    } else {
      refuse(noCrossReference);
    }
    if (trailer?.kind !== 'dict' || !trailer.entries.has('Root')) {
      refuse(`${DAMAGED} (its trailer names no document catalogue, /Root)`);
    }
  }

  /** Every byte from the header to %%EOF, streams' data skipped (object streams read). */
  scanBody(): void {
    const lexer = new Lexer(this.bytes, 0, this.bytes.length);
    // The two integers before `obj` are the object's number and generation.
    let previous: number | undefined;
    let last: number | undefined;
    let objectNumber: number | undefined;
    let objectValue: Value | undefined;
    while (true) {
      const token = lexer.next();
      if (!token) return;
      if (token.type === 'number') {
        previous = last;
        last = token.integer ? token.value : undefined;
        continue;
      }
      if (token.type === 'keyword') {
        if (token.word === 'obj') {
          objectNumber = last === undefined ? undefined : previous;
          objectValue = undefined;
        } else if (token.word === 'endobj') {
          objectNumber = undefined;
          objectValue = undefined;
        } else if (token.word === 'R' && previous !== undefined && last !== undefined) {
          // An indirect object whose value is a reference to another one.
          if (objectNumber !== undefined && objectValue === undefined) {
            objectValue = { kind: 'ref', objectNumber: previous };
            this.note(objectNumber, `ref ${previous}`);
          }
        } else if (token.word === 'stream') {
          this.stream(lexer, objectValue);
          if (objectNumber !== undefined) this.note(objectNumber, 'stream');
        }
        previous = undefined;
        last = undefined;
        continue;
      }
      if (token.type === 'dictClose' || token.type === 'arrayClose' || token.type === 'junk') {
        continue;
      }
      const value = this.value(lexer, token, 0);
      if (objectNumber !== undefined && objectValue === undefined) {
        objectValue = value;
        this.note(objectNumber, PdfScan.kindOf(value));
      }
      previous = undefined;
      last = undefined;
    }
  }

  private stream(lexer: Lexer, dict: Value | undefined): void {
    if (dict?.kind !== 'dict') refuse(`${DAMAGED} (a stream without its dictionary)`);
    const bytes = this.bytes;
    let start = lexer.position;
    // `stream` is followed by CRLF or LF (a lone CR is tolerated, as readers do).
    if (bytes[start] === 0x0d && bytes[start + 1] === 0x0a) start += 2;
    else if (bytes[start] === 0x0a || bytes[start] === 0x0d) start += 1;
    let end: number | undefined;
    let resume = 0;
    const length = dict.entries.get('Length');
    if (length?.kind === 'number' && length.integer && length.value >= 0) {
      let after = start + length.value;
      while (after < bytes.length && isSpace(bytes[after] ?? 0)) after += 1;
      if (this.text.startsWith('endstream', after)) {
        end = start + length.value;
        resume = after + 9;
      }
    }
    if (end === undefined) {
      // An indirect or wrong /Length: the data ends at the first `endstream`, the shortest
      // reading, so no byte a reader could take for syntax is skipped unread.
      const endstream = this.text.indexOf('endstream', start);
      if (endstream < 0) refuse(`${DAMAGED} (a stream never ends)`);
      end = endstream;
      resume = endstream + 9;
    }
    this.streamRanges.push([start, end]);
    if (HIDDEN_OBJECT.test(this.text.slice(start, end))) {
      refuse('it hides an object inside the data of a stream');
    }
    if (isObjectStream(dict)) this.objectStream(dict, bytes.subarray(start, end));
    lexer.position = resume;
  }

  /**
   * An object stream (PDF 1.5): `N` pairs `objectNumber offset`, then the objects from `First`.
   * Decompressed and read whole, and each object also read at its own offset, as a reader does.
   */
  private objectStream(dict: Extract<Value, { kind: 'dict' }>, raw: Buffer): void {
    const filter = dict.entries.get('Filter');
    const filters = filter === undefined ? [] : filter.kind === 'array' ? filter.items : [filter];
    const unreadable = 'it has an object stream this check cannot read';
    if (filters.length > 1) refuse(`${unreadable} (several filters)`);
    for (const item of filters) {
      if (item.kind !== 'name' || (item.name !== 'FlateDecode' && item.name !== 'Fl')) {
        refuse(`${unreadable} (${item.kind === 'name' ? `/${item.name}` : 'an unknown filter'})`);
      }
    }
    const parameters = dict.entries.get('DecodeParms');
    const parameter = parameters?.kind === 'array' ? parameters.items[0] : parameters;
    const predictor = parameter?.kind === 'dict' ? parameter.entries.get('Predictor') : undefined;
    if (
      parameter?.kind === 'ref' ||
      (predictor !== undefined && !(predictor.kind === 'number' && predictor.value <= 1))
    ) {
      refuse(`${unreadable} (a predictor)`);
    }
    let data = raw;
    if (filters.length === 1) {
      try {
        data = inflateSync(raw, {
          maxOutputLength: Math.max(1, this.decodedBudget),
          // A stream cut short (no final block) still yields what it holds.
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error instanceof RangeError) {
          refuse(
            `its compressed objects are larger than ${OBJECT_STREAMS_DECODED_MAX / 1024 / 1024} MB`,
          );
        }
        refuse(`${unreadable} (it is damaged or encrypted)`);
      }
    }
    this.decodedBudget -= data.length;
    if (this.decodedBudget < 0) {
      refuse(
        `its compressed objects are larger than ${OBJECT_STREAMS_DECODED_MAX / 1024 / 1024} MB`,
      );
    }
    const text = data.toString('latin1');
    const markup = markupProblem(text);
    if (markup) refuse(markup);
    activeNameIn(text, []);

    const whole = new Lexer(data, 0, data.length);
    for (let token = whole.next(); token; token = whole.next()) this.value(whole, token, 0);

    const count = dict.entries.get('N');
    const first = dict.entries.get('First');
    if (
      count?.kind !== 'number' ||
      !count.integer ||
      count.value < 0 ||
      first?.kind !== 'number' ||
      !first.integer ||
      first.value < 0 ||
      first.value > data.length
    ) {
      refuse(`${DAMAGED} (an object stream without a valid /N and /First)`);
    }
    const header = new Lexer(data, 0, first.value);
    for (let index = 0; index < count.value; index += 1) {
      const objectNumber = header.next();
      const offset = header.next();
      if (objectNumber?.type !== 'number' || offset?.type !== 'number') {
        refuse(`${DAMAGED} (an object stream's index is short)`);
      }
      const at = first.value + offset.value;
      // The whole stream was read above; an offset outside it names nothing to look up.
      if (!offset.integer || offset.value < 0 || at >= data.length) continue;
      const objectLexer = new Lexer(data, at, data.length);
      const token = objectLexer.next();
      if (token) this.note(objectNumber.value, PdfScan.kindOf(this.value(objectLexer, token, 0)));
    }
  }

  /** `/OpenAction` and `/AA` given as references, judged by what they refer to. */
  checkReferencedActions(): void {
    for (const objectNumber of this.openActionRefs) {
      const kinds = this.resolvedKinds(objectNumber);
      if (kinds.has('dict') || kinds.has('emptyDict') || kinds.has('stream')) {
        refuse('it carries active content: an action that runs when it is opened (/OpenAction)');
      }
    }
    for (const objectNumber of this.additionalActionRefs) {
      const kinds = this.resolvedKinds(objectNumber);
      if (kinds.has('dict') || kinds.has('goToAction') || kinds.has('stream')) {
        refuse('it carries active content: actions that run on events (/AA)');
      }
    }
  }
}

const isObjectStream = (dict: Extract<Value, { kind: 'dict' }>): boolean => {
  const type = dict.entries.get('Type');
  // /N and /First together mark one even without its /Type, and readers take it as one.
  return (
    (type?.kind === 'name' && type.name === 'ObjStm') ||
    (dict.entries.has('N') && dict.entries.has('First'))
  );
};

/** `12 0 obj` inside stream data: an object a cross-reference could point a reader at. */
const HIDDEN_OBJECT =
  /(?:^|[\0\t\n\f\r ])\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/;

/** Every name-shaped run of bytes: `/` and regular characters or `#xx` escapes. */
const NAME_LIKE = /\/((?:[^\0\t\n\f\r ()<>[\]{}/%#]|#[0-9A-Fa-f]{2})+)/g;

/**
 * A second look for active names in the raw bytes outside stream data, including inside
 * strings and comments: a reader whose lexer disagrees with the scan's on some malformed string
 * must still not find a name the scan did not. Refuses on the first one found.
 */
function activeNameIn(text: string, skipped: readonly (readonly [number, number])[]): void {
  let range = 0;
  for (const match of text.matchAll(NAME_LIKE)) {
    while (range < skipped.length && (skipped[range]?.[1] ?? 0) <= match.index) range += 1;
    const current = skipped[range];
    if (current && match.index >= current[0]) continue;
    const name = decodeName(match[1] ?? '');
    const what = ACTIVE_NAMES.get(name);
    if (what) refuse(`it carries active content: ${what} (/${name})`);
  }
}

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[^0-9]/;

/**
 * What is wrong with a PDF, or undefined when it is a well-formed PDF without active content.
 *
 * DECISION: versions 1.0 to 1.7 and 2.0 (ISO 32000-2) are accepted — scanners and office
 * suites write 2.0 now; there is no 1.8 to 1.9 or 2.1.
 *
 * @example pdfProblem(Buffer.from('%PDF-1.7\n<html>')) // 'it is damaged or incomplete (no %%EOF at its end)'
 */
export function pdfProblem(bytes: Buffer): string | undefined {
  if (!HEADER.test(bytes.toString('latin1', 0, 9))) {
    return 'it does not start with a PDF header (%PDF-1.x)';
  }
  const scan = new PdfScan(bytes);
  try {
    scan.checkCrossReference();
    scan.scanBody();
    scan.checkReferencedActions();
    const markup = markupProblem(scan.text, scan.streamRanges);
    if (markup) return markup;
    activeNameIn(scan.text, scan.streamRanges);
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return undefined;
}
