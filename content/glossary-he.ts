/**
 * One Hebrew spelling per term across the site (issue 33): for each term, the spelling every Hebrew text uses
 * (`use`) and the spellings none may use (`avoid`). The readers' glossary, content/register/reading/glossary.md,
 * makes the same choices for the company texts; the two agree. tests/unit/hebrew-glossary.test.ts reads every
 * Hebrew text of the site (the interface's messages, the content modules, the e-mails, the readers' texts) and
 * fails on a variant. The search's synonyms (content/sector-keywords.ts) are not checked: a visitor may type any
 * spelling.
 *
 * A variant is found as a whole word: not inside another word, but with the prefix letters Hebrew attaches to it
 * (ו ה ב ל מ ש כ, before a Latin word or a digit with a maqaf or a hyphen) and the endings listed. Where that is not
 * enough (a Latin word that may be part of a name, a word with an unrelated twin), `pattern` says it whole, and
 * `lookalikes` lists texts it must not find.
 */
import { z } from 'zod'

const hebrewTerm = z.object({
  /** The concept, in English. */
  term: z.string().min(1),
  /** The site's spelling and its forms (plural, feminine…): none of them is a variant. */
  use: z.array(z.string().min(1)).min(1),
  /** The variants, as written without prefix: each must be found. */
  avoid: z.array(z.string().min(1)).min(1),
  /** Endings a variant may take (plural, construct state). */
  endings: z.array(z.string().min(1)).default([]),
  /** The whole pattern (Unicode regular expression), when word boundaries do not tell a variant from a twin. */
  pattern: z.string().min(1).optional(),
  /** Texts that look like a variant and are not: none may be found. */
  lookalikes: z.array(z.string().min(1)).default([]),
  /** Why this spelling. */
  why: z.string().min(1),
})
export type HebrewTerm = z.infer<typeof hebrewTerm>

/** No letter (Hebrew, Latin), mark or digit just before or after: a whole word. */
const notInWord = '[\\p{L}\\p{M}\\p{N}]'
/** The prefix letters Hebrew joins to a word (up to three: וכש…), with a maqaf or hyphen before a Latin word. */
const prefixes = '(?:[ובכלמשה]{1,3}[־-]?)?'

export const hebrewGlossary: readonly HebrewTerm[] = z.array(hebrewTerm).parse([
  {
    term: 'startup',
    use: ['סטארט-אפ', 'סטארט-אפים', 'הסטארט-אפ', 'אומת הסטארט-אפ'],
    avoid: ['סטארטאפ', 'סטארט־אפ', 'סטארט אפ', 'סטארט–אפ', 'סטרטאפ', 'סטרט-אפ'],
    endings: ['ים', 'י'],
    why: 'the site’s majority spelling (203 against 67 סטארטאפ or סטארט־אפ before the fix), as in the readers’ glossary',
  },
  {
    term: 'high tech',
    use: ['הייטק', 'ההייטק'],
    avoid: ['היי-טק', 'היי־טק', 'היי טק', 'הי-טק', 'הייטך'],
    why: 'the only spelling on the site',
  },
  {
    term: 'cyber, cybersecurity',
    use: ['סייבר', 'אבטחת סייבר'],
    avoid: ['סיבר'],
    why: 'the only spelling on the site and the readers’ glossary',
  },
  {
    term: 'fintech',
    use: ['פינטק'],
    avoid: ['פין-טק', 'פין־טק', 'פין טק', 'פינטך'],
    why: 'the only spelling on the site; every “-tech” word is written as one word (מדטק, אגרוטק, פודטק, קלינטק, אדטק)',
  },
  {
    term: 'deep tech',
    use: ['דיפטק'],
    avoid: ['דיפ-טק', 'דיפ־טק', 'דיפ טק', 'טכנולוגיה עמוקה', 'טכנולוגיות עמוקות', 'טכנולוגיה העמוקה', 'טכנולוגיות העמוקות'],
    why: 'the sector’s name (content/sectors.ts), one word like every “-tech” word of the site',
  },
  {
    term: 'artificial intelligence (in Hebrew prose)',
    use: ['בינה מלאכותית', 'AI21 Labs'],
    avoid: ['AI', 'ו-AI', 'ב־AI'],
    // AI alone, not part of a Latin name (AI21 Labs, Vertex AI, Edge AI, MedDesk-AI).
    pattern: '(?<![A-Za-z0-9][ \\-־]?)(?<![A-Za-z0-9])AI(?![A-Za-z0-9]|[ \\-־][A-Za-z0-9])',
    lookalikes: ['AI21 Labs', 'Vertex AI', 'בינה מלאכותית בקצה (Edge AI)', 'MedDesk-AI', 'Corsight AI מפתחת'],
    why: 'the readers’ glossary: בינה מלאכותית, no acronym in Hebrew prose; Latin names keep theirs',
  },
  {
    term: 'unicorn (a startup valued at $1 billion or more)',
    use: ['חד-קרן', 'לחד-קרן'],
    avoid: ['חד קרן', 'חד־קרן', 'יוניקורן'],
    endings: ['ים'],
    why: 'the word of the articles and profiles for a company valued at $1 billion or more; a compound takes a hyphen on this site (סטארט-אפ, בר-קיימא, תלת-ממדית)',
  },
  {
    term: 'Nasdaq (the exchange)',
    use: ['נאסד״ק', 'בנאסד״ק'],
    avoid: ['Nasdaq', 'NASDAQ', 'נאסד"ק', 'נאסדק', 'נסדק'],
    why: 'the majority on the site (41 against 40 Nasdaq) and the Hebrew press’s spelling; an exchange is named in Hebrew (בורסת ניו יורק), a company keeps its Latin name',
  },
  {
    term: 'New York Stock Exchange',
    use: ['בורסת ניו יורק'],
    avoid: ['NYSE', 'בבורסת NYSE'],
    why: 'named in Hebrew, as Nasdaq (3 against 3 NYSE before the fix)',
  },
  {
    term: 'IPO',
    use: ['הנפקה', 'הנפקה ראשונית'],
    avoid: ['IPO'],
    why: 'the only word on the site’s Hebrew pages',
  },
  {
    term: 'e-mail',
    use: ['אימייל', 'אימיילים', 'כתובת האימייל'],
    avoid: ['דוא״ל', 'דוא"ל', 'דואר אלקטרוני', 'מייל', 'מיילים', 'אי-מייל', 'בדוא״ל'],
    // מייל alone is e-mail, but המייל האחרון is the last mile, and מיילדות is midwifery.
    pattern: `(?<!${notInWord})${prefixes}(?:דוא[״"]ל|דואר אלקטרוני|אי[־-]מייל(?:ים)?|מייל(?:ים)?(?![\\p{L}\\p{M}\\p{N}]|[״"]?\\s+האחרון))(?!${notInWord})`,
    lookalikes: ['אימייל', 'המייל האחרון', 'לוגיסטיקת ״המייל האחרון״', 'ל״מייל האחרון״', 'מיילדות', 'רופא מיילד'],
    why: 'the interface’s word (36 times in the messages), against 25 דוא״ל (the legal pages and the e-mails) and 11 דואר אלקטרוני',
  },
  {
    term: 'sector (the site’s 15 sectors)',
    use: ['תחום', 'תחומים', 'התחומים', 'תחומי ההייטק'],
    avoid: ['מגזרים', 'המגזרים', 'במגזרים'],
    lookalikes: ['המגזר הציבורי', 'במגזר האנרגיה', 'מגזר'],
    why: 'the interface names the sectors תחומים (“גלו לפי תחום”, “לכל התחומים”); the singular מגזר keeps its meaning (the public sector)',
  },
  {
    term: 'password',
    use: ['סיסמה', 'הסיסמה', 'סיסמאות', 'הסיסמאות'],
    avoid: ['סיסמא', 'הסיסמא'],
    lookalikes: ['מנהל סיסמאות'],
    why: 'the Academy’s spelling and the interface’s (סיסמאות is the plural of סיסמה)',
  },
  {
    term: 'e-commerce',
    use: ['מסחר מקוון', 'במסחר מקוון'],
    avoid: ['איקומרס', 'אי-קומרס', 'אי־קומרס', 'אי קומרס'],
    why: 'the readers’ glossary (40 מסחר מקוון against 18 איקומרס before the fix)',
  },
  {
    term: 'online',
    use: ['מקוון', 'מקוונת', 'מקוונים', 'מקוונות'],
    avoid: ['אונליין'],
    why: 'the readers’ glossary (124 against 3 before the fix)',
  },
  {
    term: 'company names',
    use: ['Google', 'Microsoft', 'Intel', 'Nvidia', 'Apple', 'Amazon', 'Facebook', 'Samsung', 'Cisco', 'BMW', 'Mobileye', 'Check Point', 'CyberArk'],
    avoid: ['גוגל', 'מיקרוסופט', 'אינטל', 'אנבידיה', 'אנווידיה', 'אפל', 'אמזון', 'פייסבוק', 'סמסונג', 'סיסקו', 'ב.מ.וו', 'מובילאיי', 'צ׳ק פוינט', 'סייברארק'],
    lookalikes: ['אינטליגנציה', 'אפליקציה', 'הרשת האפלה'],
    why: 'the readers’ guide: Latin company names stay in Latin script (the site isolates them), as almost every mention already did',
  },
  {
    term: 'international',
    use: ['בינלאומי', 'בינלאומית', 'בינלאומיים', 'בינלאומיות'],
    avoid: ['בין-לאומי', 'בין־לאומי', 'בין לאומי'],
    endings: ['ת', 'ים', 'ות'],
    why: 'the majority on the site (62 against 7 before the fix)',
  },
  {
    term: 'nanotechnology',
    use: ['ננוטכנולוגיה', 'ננוטכנולוגיות', 'ננוטכנולוגיים'],
    avoid: ['ננו-טכנולוגי', 'ננו־טכנולוגי', 'ננו טכנולוגי'],
    endings: ['ה', 'ות', 'ים', 'ת'],
    why: 'the majority on the site (10 against 3 before the fix), one word like ביוטכנולוגיה',
  },
  {
    term: 'biopharma',
    use: ['ביופארמה'],
    avoid: ['ביו-פארמה', 'ביו־פארמה', 'ביו פארמה'],
    why: 'one word like ביוטכנולוגיה (4 against 4 before the fix)',
  },
  {
    term: 'geopolitical',
    use: ['גאופוליטי', 'הגאופוליטי', 'גאופוליטית'],
    avoid: ['גאו-פוליטי', 'גאו־פוליטי', 'גאו פוליטי'],
    endings: ['ת', 'ים', 'ות'],
    why: 'the dictionary’s spelling, one word like גאוגרפי (2 against 4 גאו-פוליטי, all in two articles, before the fix)',
  },
  {
    term: 'deepfake',
    use: ['דיפפייק'],
    avoid: ['דיפ-פייק', 'דיפ־פייק', 'דיפ פייק'],
    why: 'one word like דיפטק (1 against 1 before the fix)',
  },
  {
    term: 'compound words (two Hebrew words joined)',
    use: ['תלת-ממדית', 'בר-קיימא', 'זעיר-פולשני', 'הדו-שלבי', 'ב־2025', 'ו־ב׳', 'ה־SaaS'],
    avoid: ['תלת־ממדית', 'בת־קיימא', 'האימות הדו־שלבי', 'רב־ערוצי'],
    // A maqaf after a word of two letters or more and before a Hebrew letter; after a prefix letter (ב־2025) it is right.
    pattern: '(?<![\\u05d0-\\u05ea])[\\u05d0-\\u05ea]{2,}־(?=[\\u05d0-\\u05ea])',
    lookalikes: ['ב־2025', 'וב־SaaS', 'כיתות א׳ ו־ב׳'],
    why: 'a hyphen, as the readers’ glossary writes them (בר-קיימא, תלת-ממדית): about 1,000 against 40 with a maqaf before the fix; the maqaf is for a prefix before a Latin word or a digit',
  },
  {
    term: 'acronym and borrowed-sound marks',
    use: ['נדל״ן', 'מו״פ', 'ש״ח', 'ליש״ט', 'צ׳אט', 'בלוקצ׳יין'],
    avoid: ['ש"ח', 'מו"פ', 'ליש"ט', "צ'אט", "ג'ל"],
    // ASCII " before the last letter of a Hebrew word (not a quotation mark: ה"ארטיפקטים"), ASCII ' after a Hebrew letter.
    pattern: '[\\u05d0-\\u05ea]"[\\u05d0-\\u05ea](?![\\u05d0-\\u05ea])|(?<=[\\u05d0-\\u05ea])\'',
    lookalikes: ['ה"ארטיפקטים" האלה', '"סייבר"'],
    why: 'the readers’ glossary and guide: gershayim ״ (U+05F4) and geresh ׳ (U+05F3), not ASCII " and \'',
  },
])

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The regular expression that finds a term's variants in a text (global: use with matchAll). */
export function variantPattern(term: HebrewTerm): RegExp {
  if (term.pattern) return new RegExp(term.pattern, 'gu')
  const variants = [...term.avoid].sort((a, b) => b.length - a.length).map(escapeForPattern).join('|')
  const endings = term.endings.length ? `(?:${term.endings.map(escapeForPattern).join('|')})?` : ''
  return new RegExp(`(?<!${notInWord})${prefixes}(?:${variants})${endings}(?!${notInWord})`, 'gu')
}
