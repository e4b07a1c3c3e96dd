#!/usr/bin/env python3
"""Mechanical checks of a reading batch (GUIDE.md §5).

Usage:
    python3 check.py out/<file>.jsonl [more files...] [--expect INPUT.jsonl [--first N]]

Per line: the keys, origin, confidence, note length, 6-60 words per text, no text starting with the company's name,
no English text sharing 6+ consecutive words with the register description (case, accents, punctuation ignored),
no marketing word, French no-break spaces, scripts. Over all the files given: per language, the share of texts
sharing their first five words with another text (company name removed) and the most repeated 6-word sequences.

--expect names the input the batch was read from (one JSON company a line); with --first N only its first N lines.
The batch must then hold exactly those companies.

Exit status 1 when any error is found; warnings are printed for a reader to judge.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPANIES = HERE / 'companies-to-read.jsonl'

KEYS_REQUIRED = {'registryNumber', 'origin', 'confidence', 'fr', 'en', 'he'}
KEYS_ALLOWED = KEYS_REQUIRED | {'note'}
ORIGINS = {'israeli', 'multinational-site', 'not-tech'}
CONFIDENCES = {'high', 'low'}
LANGUAGES = ('fr', 'en', 'he')
MIN_WORDS, MAX_WORDS = 6, 60
NOTE_MAX_WORDS = 20
OVERLAP_WORDS = 6              # issue 32: no English text shares 6+ consecutive words with its description
OPENING_WORDS = 5              # issue 32: at most 2% of a language's texts share their first five words
OPENING_SHARE_LIMIT = 0.02
SEQUENCE_WORDS = 6             # issue 32: no 6-word sequence in more than 1% of a language's texts
SEQUENCE_SHARE_LIMIT = 0.01
# 1% of a batch of fewer than LARGE_BATCH texts means one or two texts: there a sequence fails from 3 texts on.
SMALL_BATCH_SEQUENCE_COUNT = 3
LARGE_BATCH = 1000

HEBREW_LETTER = re.compile(r'[\u05d0-\u05ea]')
LATIN_OR_DIGIT = re.compile(r'[A-Za-z0-9]')

# Marketing words (GUIDE.md §3). Hebrew words may carry up to two prefix letters.
BANNED = {
    'en': re.compile(
        r"\b(leading|leader|innovative|innovator|innovatively|unique|uniquely|cutting[- ]edge|groundbreaking|"
        r"revolutionary|revolutioni[sz]\w*|pioneer\w*|world[- ]class|best[- ]in[- ]class|state[- ]of[- ]the[- ]art|"
        r"next[- ]generation|disrupt\w*|seamless\w*|empower\w*|premier|top[- ]tier|game[- ]chang\w*)\b",
        re.IGNORECASE),
    'fr': re.compile(
        r"\b(leaders?|innovante?s?|innovants|novat(eur|rice)s?|uniques?|révolution\w*|de pointe|pionni\w*|"
        r"incontournables?|nouvelle génération|de premier plan)\b",
        re.IGNORECASE),
    'he': re.compile(
        r"(?<![\u05d0-\u05ea])[והבלשמכ]{0,2}(מוביל|מובילה|מובילים|מובילות|חדשני|חדשנית|חדשניים|חדשניות|"
        r"ייחודי|ייחודית|ייחודיים|ייחודיות|מהפכני|מהפכנית|מהפכניים|חלוצי|חלוצית|פורץ דרך|פורצת דרך|פורצי דרך)"
        r"(?![\u05d0-\u05ea])"),
}
# Words the guide discourages: a warning, for the reader to judge.
DISCOURAGED = {
    'en': re.compile(r"\b(solutions?|wide range|various industries|state of the art)\b", re.IGNORECASE),
    'fr': re.compile(r"\b(solutions?|large gamme|divers secteurs)\b", re.IGNORECASE),
    'he': re.compile(r"(?<![\u05d0-\u05ea])[והבלשמ]{0,2}(פתרון|פתרונות)(?![\u05d0-\u05ea])"),
}
FOUNDING = re.compile(
    r"\b(founded|established) (in|by)\b|\bsince (\d|its)|\b(fondée?|créée?) (en|par)\b|\bdepuis (\d|sa|son)"
    r"|נוסדה|הוקמה|מאז",
    re.IGNORECASE)
STOPWORDS = {'the', 'a', 'an', 'le', 'la', 'les', 'l', 'un', 'une', 'de', 'des', 'du'}


def normalize_words(text: str) -> list[str]:
    """Lower case, accents dropped, every non-alphanumeric character a word break."""
    decomposed = unicodedata.normalize('NFKD', text.lower())
    without_marks = ''.join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r'[^\w]+|_', ' ', without_marks).split()


def counted_words(text: str) -> int:
    """Words as a reader counts them: whitespace-separated tokens holding at least one letter or digit."""
    return sum(1 for token in text.split() if re.search(r'\w', token))


def ngrams(words: list[str], size: int) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + size]) for i in range(len(words) - size + 1)}


def name_forms(name: str) -> list[str]:
    """The company's name and its short forms ("AMICELL - Amit Industries" -> "AMICELL")."""
    forms = {name.strip()}
    for separator in (' - ', ' – ', ' (', ','):
        if separator in name:
            forms.add(name.split(separator)[0].strip())
    first = name.split()[0] if name.split() else ''
    if len(first) >= 3 and first.lower() not in STOPWORDS:
        forms.add(first)
    return sorted((f for f in forms if f), key=len, reverse=True)


def starts_with_name(text: str, name: str) -> bool:
    """True when the text's first word(s) are the company's name or its first word (possessive ignored)."""
    head = text.lstrip('«"“\'‘ \u00a0')
    for form in name_forms(name):
        if head.lower().startswith(form.lower()):
            rest = head[len(form):]
            if rest == '' or not (rest[0].isalnum() or rest[0] == '-'):
                return True
    return False


def without_name(text: str, name: str) -> str:
    for form in name_forms(name):
        text = re.sub(re.escape(form), ' ', text, flags=re.IGNORECASE)
    return text


def french_typography(text: str) -> list[str]:
    problems = []
    if re.search(r'(?<![\u00a0\u202f])[:;!?»%]', text.replace('://', '')):
        problems.append('a no-break space (U+00A0) is missing before : ; ! ? % or »')
    if re.search(r'«(?![\u00a0\u202f])', text):
        problems.append('a no-break space (U+00A0) is missing after «')
    return problems


def hebrew_typography(text: str) -> list[str]:
    problems = []
    if re.search(r'[\u05d0-\u05ea]"[\u05d0-\u05ea]', text):
        problems.append('ASCII " in a Hebrew word: use gershayim ״ (U+05F4)')
    if re.search(r"[\u05d0-\u05ea]'", text):
        problems.append("ASCII ' in a Hebrew word: use geresh ׳ (U+05F3)")
    if re.search(r'(?<![\u05d0-\u05ea])[והבלשמכ]{1,2}-[A-Za-z0-9]', text):
        problems.append('prefix letter joined to a Latin word or digit by "-": use maqaf ־ (U+05BE)')
    return problems


def load_companies() -> dict[str, dict]:
    companies = {}
    with COMPANIES.open(encoding='utf-8') as lines:
        for line in lines:
            record = json.loads(line)
            companies[record['registryNumber']] = record
    return companies


def check_line(record: dict, company: dict, errors: list[str], warnings: list[str], where: str) -> None:
    name = company['name']
    description = company.get('description') or ''
    description_words = normalize_words(description)
    description_numbers = set(re.findall(r'\d+', description + ' ' + name))

    keys = set(record)
    if keys - KEYS_ALLOWED:
        errors.append(f'{where}: unexpected keys {sorted(keys - KEYS_ALLOWED)}')
    if KEYS_REQUIRED - keys:
        errors.append(f'{where}: missing keys {sorted(KEYS_REQUIRED - keys)}')
    if record.get('origin') not in ORIGINS:
        errors.append(f'{where}: origin {record.get("origin")!r} is not one of {sorted(ORIGINS)}')
    if record.get('confidence') not in CONFIDENCES:
        errors.append(f'{where}: confidence {record.get("confidence")!r} is not high or low')
    note = record.get('note')
    if note is not None:
        if not isinstance(note, str) or not note.strip():
            errors.append(f'{where}: note is empty (leave the key out instead)')
        elif counted_words(note) > NOTE_MAX_WORDS:
            errors.append(f'{where}: note has {counted_words(note)} words (at most {NOTE_MAX_WORDS})')
        elif HEBREW_LETTER.search(note):
            errors.append(f'{where}: note must be in English')
        elif ngrams(normalize_words(note), 5) & ngrams(description_words, 5):
            warnings.append(f'{where}: note shares 5 consecutive words with the description')
    if record.get('confidence') == 'low' and not note:
        warnings.append(f'{where}: low confidence without a note saying why')

    for language in LANGUAGES:
        text = record.get(language)
        if not isinstance(text, str) or not text.strip():
            errors.append(f'{where} [{language}]: no text')
            continue
        words = counted_words(text)
        if not MIN_WORDS <= words <= MAX_WORDS:
            errors.append(f'{where} [{language}]: {words} words (between {MIN_WORDS} and {MAX_WORDS})')
        if text != text.strip() or '  ' in text:
            errors.append(f'{where} [{language}]: stray spaces')
        if starts_with_name(text, name):
            errors.append(f'{where} [{language}]: starts with the company name')
        banned = BANNED[language].findall(text)
        if banned:
            found = [b if isinstance(b, str) else b[0] for b in banned]
            errors.append(f'{where} [{language}]: marketing word(s) {found}')
        discouraged = DISCOURAGED[language].findall(text)
        if discouraged:
            found = [d if isinstance(d, str) else d[0] for d in discouraged]
            warnings.append(f'{where} [{language}]: vague word(s) {found}')
        if FOUNDING.search(text):
            warnings.append(f'{where} [{language}]: founding or "since" wording')
        numbers = set(re.findall(r'\d+', text)) - description_numbers
        if numbers:
            warnings.append(f'{where} [{language}]: figure(s) {sorted(numbers)} not in the description or name')
        if language == 'he':
            if not HEBREW_LETTER.search(text):
                errors.append(f'{where} [he]: no Hebrew letter')
            first = text.lstrip('«"“\'‘(– ')[:1]
            if LATIN_OR_DIGIT.match(first):
                errors.append(f'{where} [he]: starts with a Latin letter or digit')
            errors.extend(f'{where} [he]: {p}' for p in hebrew_typography(text))
        elif HEBREW_LETTER.search(text):
            errors.append(f'{where} [{language}]: Hebrew letters in a {language} text')
        if language == 'fr':
            errors.extend(f'{where} [fr]: {p}' for p in french_typography(text))
            if "'" in text:
                warnings.append(f"{where} [fr]: straight apostrophe ' (the French texts use ’)")
        if language == 'en':
            shared = ngrams(normalize_words(text), OVERLAP_WORDS) & ngrams(description_words, OVERLAP_WORDS)
            if shared:
                example = ' '.join(sorted(shared)[0])
                errors.append(f'{where} [en]: shares {OVERLAP_WORDS}+ consecutive words with the description '
                              f'("{example}")')


def repetition_report(texts: dict[str, list[tuple[str, str]]], errors: list[str]) -> list[str]:
    """Openings shared and 6-word sequences repeated, per language, over every text given."""
    report = []
    for language in LANGUAGES:
        items = texts[language]
        total = len(items)
        if not total:
            continue
        openings: dict[tuple[str, ...], list[str]] = defaultdict(list)
        sequences: Counter[tuple[str, ...]] = Counter()
        for company_name, text in items:
            words = normalize_words(without_name(text, company_name))
            openings[tuple(words[:OPENING_WORDS])].append(company_name)
            sequences.update(ngrams(words, SEQUENCE_WORDS))
        shared_groups = {k: v for k, v in openings.items() if len(v) > 1}
        shared_count = sum(len(v) for v in shared_groups.values())
        share = shared_count / total
        verdict = 'OVER LIMIT' if share > OPENING_SHARE_LIMIT else 'ok'
        report.append(f'[{language}] {total} texts; sharing their first {OPENING_WORDS} words with another: '
                      f'{shared_count} ({share:.1%}, limit {OPENING_SHARE_LIMIT:.0%}) {verdict}')
        if share > OPENING_SHARE_LIMIT:
            errors.append(f'[{language}] {share:.1%} of texts share their first {OPENING_WORDS} words')
        for opening, names in sorted(shared_groups.items(), key=lambda kv: -len(kv[1]))[:10]:
            report.append(f'    "{" ".join(opening)}" x{len(names)}: {", ".join(names[:6])}')
        # A sequence fails when it is in more than 1% of the texts; in a small batch, from 3 texts on.
        limit_count = (SEQUENCE_SHARE_LIMIT * total if total >= LARGE_BATCH
                       else SMALL_BATCH_SEQUENCE_COUNT - 1)
        repeated = [(seq, n) for seq, n in sequences.most_common(10) if n > 1]
        report.append(f'[{language}] most repeated {SEQUENCE_WORDS}-word sequences '
                      f'(limit {SEQUENCE_SHARE_LIMIT:.0%} of texts'
                      f'{"" if total >= LARGE_BATCH else f", {SMALL_BATCH_SEQUENCE_COUNT} texts in a small batch"}):')
        if not repeated:
            report.append('    none repeated')
        for sequence, count in repeated:
            flag = ' OVER LIMIT' if count > limit_count else ''
            report.append(f'    "{" ".join(sequence)}" in {count} texts ({count / total:.1%}){flag}')
            if flag:
                errors.append(f'[{language}] the sequence "{" ".join(sequence)}" is in {count} texts')
    return report


def expected_numbers(path: str, first: int | None) -> list[str]:
    numbers = []
    with open(path, encoding='utf-8') as lines:
        for index, line in enumerate(lines):
            if first is not None and index >= first:
                break
            numbers.append(json.loads(line)['registryNumber'])
    return numbers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('files', nargs='+')
    parser.add_argument('--expect', help='the input JSONL the batch was read from')
    parser.add_argument('--first', type=int, help='only the first N companies of --expect')
    arguments = parser.parse_args()

    companies = load_companies()
    errors: list[str] = []
    warnings: list[str] = []
    texts: dict[str, list[tuple[str, str]]] = {language: [] for language in LANGUAGES}
    seen: dict[str, str] = {}
    origins: Counter[str] = Counter()
    confidences: Counter[str] = Counter()
    lines_read = 0

    for file_name in arguments.files:
        with open(file_name, encoding='utf-8') as lines:
            for number, line in enumerate(lines, start=1):
                where = f'{Path(file_name).name}:{number}'
                if not line.strip():
                    errors.append(f'{where}: empty line')
                    continue
                lines_read += 1
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as problem:
                    errors.append(f'{where}: not JSON ({problem})')
                    continue
                registry_number = str(record.get('registryNumber', ''))
                company = companies.get(registry_number)
                if company is None:
                    errors.append(f'{where}: unknown registryNumber {registry_number!r}')
                    continue
                where = f'{where} {company["name"]}'
                if registry_number in seen:
                    errors.append(f'{where}: registryNumber already at {seen[registry_number]}')
                seen[registry_number] = where
                origins[record.get('origin')] += 1
                confidences[record.get('confidence')] += 1
                check_line(record, company, errors, warnings, where)
                for language in LANGUAGES:
                    if isinstance(record.get(language), str):
                        texts[language].append((company['name'], record[language]))

    if arguments.expect:
        expected = expected_numbers(arguments.expect, arguments.first)
        missing = [n for n in expected if n not in seen]
        extra = [n for n in seen if n not in set(expected)]
        if missing:
            errors.append(f'{len(missing)} expected companies missing: {missing[:10]}')
        if extra:
            errors.append(f'{len(extra)} companies not in the expected input: {extra[:10]}')

    report = repetition_report(texts, errors)

    print(f'{lines_read} lines, {len(seen)} companies')
    print('origin: ' + ', '.join(f'{k} {v}' for k, v in sorted(origins.items(), key=lambda kv: str(kv[0]))))
    print('confidence: ' + ', '.join(f'{k} {v}' for k, v in sorted(confidences.items(), key=lambda kv: str(kv[0]))))
    for language in LANGUAGES:
        counts = [counted_words(t) for _, t in texts[language]]
        if counts:
            print(f'[{language}] words per text: min {min(counts)}, median {sorted(counts)[len(counts) // 2]}, '
                  f'max {max(counts)}')
    print('\n'.join(report))
    print(f'\n{len(warnings)} warning(s)')
    for warning in warnings:
        print('  warning: ' + warning)
    print(f'{len(errors)} error(s)')
    for error in errors:
        print('  ERROR: ' + error)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
