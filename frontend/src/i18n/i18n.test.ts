import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import * as apiMessages from '@plaza/sdk/validation-messages';
import { AREA_NAMESPACES, LANGUAGES, NAMESPACES } from './languages';

/*
 * Every key the code uses exists in English, every English key is used, and every other language
 * has exactly English's keys (with its own plural forms) and the same {{placeholders}}.
 * Keys are written whole, with their namespace: t('listings:card.price'), tk('…'), i18nKey="…".
 * A template key t(`listings:status.${status}`) uses every key under its literal prefix.
 * The `api` namespace translates the API's English messages, keyed by the message itself.
 */
const SRC = join(import.meta.dirname, '..');
const LOCALES = join(import.meta.dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else {
      for (const [k, v] of flatten(value, path)) {
        out.set(k, v);
      }
    }
  }
  return out;
}

function load(language: string, namespace: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
  return namespace === 'api' ? new Map(Object.entries(tree) as [string, string][]) : flatten(tree);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'test' ? [] : sources(path);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const code = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const used = new Set<string>();
const prefixes = new Set<string>();
for (const { text } of code) {
  for (const m of text.matchAll(/\b(?:t|tk|i18n\.t)\(\s*(['"])([a-zA-Z]+:[^'"]+)\1/g)) {
    used.add(m[2]);
  }
  for (const m of text.matchAll(/i18nKey=(['"])([a-zA-Z]+:[^'"]+)\1/g)) {
    used.add(m[2]);
  }
  for (const m of text.matchAll(/\b(?:t|tk|i18n\.t)\(\s*`([a-zA-Z]+:[^`$]*)\$\{/g)) {
    prefixes.add(m[1]);
  }
}

describe('translations', () => {
  it("has a file per namespace and language, and an index importing each (English's without its areas' words)", () => {
    for (const { code: language } of LANGUAGES) {
      const index = readFileSync(join(LOCALES, language, 'index.ts'), 'utf8');
      for (const namespace of NAMESPACES) {
        expect(() => load(language, namespace)).not.toThrow();
        const inArea = language === 'en' && AREA_NAMESPACES[namespace] !== undefined;
        expect([namespace, index.includes(`from './${namespace}.json'`)]).toEqual([namespace, !inArea]);
      }
    }
  });

  it("uses an area's words only in its folder, where every file using them imports the area's words module", () => {
    for (const [namespace, folder] of Object.entries(AREA_NAMESPACES)) {
      const users = code.filter(({ path, text }) => path !== `${folder}/words.ts` && new RegExp(`['"\`]${namespace}:`).test(text));
      expect([namespace, users.filter(({ path }) => !path.startsWith(`${folder}/`)).map(({ path }) => path)]).toEqual([namespace, []]);
      const without = users.filter(({ path, text }) => {
        const specifier = relative(dirname(join(SRC, path)), join(SRC, folder, 'words'));
        return !text.includes(`import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`);
      });
      expect([namespace, without.map(({ path }) => path)]).toEqual([namespace, []]);
      expect(readFileSync(join(SRC, folder, 'words.ts'), 'utf8')).toContain(`registerWords('${namespace}', words)`);
      // Registered there only: not a second time by hand.
      expect([namespace, users.filter(({ text }) => text.includes('addResourceBundle(')).map(({ path }) => path)]).toEqual([namespace, []]);
    }
  });

  it('has every key the code uses, in English', () => {
    const missing = [...used].filter((full) => {
      const [namespace, key] = [full.slice(0, full.indexOf(':')), full.slice(full.indexOf(':') + 1)];
      if (!(NAMESPACES as readonly string[]).includes(namespace)) {
        return true;
      }
      const keys = load('en', namespace);
      return !keys.has(key) && !keys.has(`${key}_other`);
    });
    expect(missing).toEqual([]);
  });

  it('uses every English key', () => {
    const unused: string[] = [];
    for (const namespace of NAMESPACES.filter((n) => n !== 'api')) {
      for (const key of load('en', namespace).keys()) {
        const full = `${namespace}:${base(key)}`;
        if (!used.has(full) && ![...prefixes].some((prefix) => full.startsWith(prefix))) {
          unused.push(full);
        }
      }
    }
    expect(unused).toEqual([]);
  });

  for (const { code: language } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`has ${language} for every English key, in ${language}'s plural forms, with the same placeholders`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const namespace of NAMESPACES.filter((n) => n !== 'api')) {
        const english = load('en', namespace);
        const theirs = load(language, namespace);
        const expected = new Map<string, string>();
        for (const [key, text] of english) {
          if (PLURAL.test(key)) {
            for (const category of categories) {
              expected.set(`${base(key)}_${category}`, english.get(`${base(key)}_other`) ?? text);
            }
          } else {
            expected.set(key, text);
          }
        }
        for (const [key, text] of expected) {
          const translated = theirs.get(key);
          if (translated === undefined || translated.trim() === '') {
            problems.push(`missing ${namespace}:${key}`);
          } else if (
            placeholders(translated)
              .filter((p) => p !== 'count')
              .join() !==
            placeholders(text)
              .filter((p) => p !== 'count')
              .join()
          ) {
            problems.push(`placeholders ${namespace}:${key}`);
          }
        }
        for (const key of theirs.keys()) {
          if (!expected.has(key)) {
            problems.push(`extra ${namespace}:${key}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  // The spec's messages stay English on the wire; the UI looks each one up (plural-free, whole).
  const staticMessages = Object.values(apiMessages)
    .flatMap((group) => (typeof group === 'object' ? Object.values(group) : []))
    .filter((value): value is string => typeof value === 'string');

  for (const { code: language } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`translates every API message into ${language}`, () => {
      const theirs = load(language, 'api');
      expect(staticMessages.filter((message) => !theirs.get(message)?.trim())).toEqual([]);
    });
  }
});
