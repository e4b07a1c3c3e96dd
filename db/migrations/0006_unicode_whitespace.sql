-- Every kind of whitespace, in the database too (specification section 5).
--
-- The forms trim their values with JavaScript's trim() and refuse an e-mail
-- address with "spaces", that is JavaScript's \s. The server does the same
-- (server/backend/rest.ts), but 0002's triggers used btrim(), which strips the
-- ASCII space only, and the e-mail CHECKs used [[:space:]], which depends on
-- the database's locale (ASCII whitespace only in the C locale, PGlite's; with
-- glibc's C.UTF-8, U+3000 but not U+00A0 or U+FEFF). A path that
-- bypasses our server (a hosted Supabase project, a hand-written statement)
-- could store "\u00a0Dana" or "a\u00a0b@example.org". From here on the
-- database applies JavaScript's set itself, whatever its locale:
--
--   U+0009..U+000D (\t \n \v \f \r), U+0020, U+00A0, U+1680, U+2000..U+200A,
--   U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF
--
-- written below as the regular-expression bracket
--   [\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]
-- (PostgreSQL's ARE escapes, in standard-conforming string literals).
--
-- The triggers strip those characters from both ends of every trimmed field;
-- the CHECK constraints refuse a stored value that still starts or ends with
-- one, and an e-mail address that contains one anywhere.
--
-- The contact honeypot (0004) keeps btrim(): the server's copy of its rule
-- (server/backend/rest.ts) strips spaces only, and both must agree.
--
-- Every statement can run again (CREATE OR REPLACE, DROP ... IF EXISTS), so
-- the file may also be applied by hand to a hosted project.

create or replace function public.contact_messages_normalize() returns trigger
language plpgsql as $$
declare
  -- JavaScript's trim(): whitespace at either end.
  edges constant text :=
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
    '|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$';
begin
  new.first_name := regexp_replace(new.first_name, edges, '', 'g');
  new.last_name := regexp_replace(new.last_name, edges, '', 'g');
  new.email := lower(regexp_replace(new.email, edges, '', 'g'));
  new.subject := regexp_replace(new.subject, edges, '', 'g');
  new.message := regexp_replace(new.message, edges, '', 'g');
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create or replace function public.newsletter_subscribers_normalize() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  -- JavaScript's trim(): whitespace at either end.
  edges constant text :=
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
    '|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$';
begin
  new.email := lower(regexp_replace(new.email, edges, '', 'g'));
  new.first_name := nullif(regexp_replace(new.first_name, edges, '', 'g'), '');
  if tg_op = 'INSERT' then
    new.confirmation_token := gen_random_uuid();
    new.unsubscribe_token := gen_random_uuid();
    new.confirmed_at := null;
    new.unsubscribed_at := null;
    new.created_at := now();
    delete from public.newsletter_subscribers s
      where s.email = new.email and s.unsubscribed_at is not null;
  end if;
  return new;
end;
$$;

-- Rows stored before this migration: an UPDATE runs each through the new
-- normalisation (it only trims and lowercases; tokens and dates are kept). A
-- row that the trimmed values would make invalid (too short, or a subscriber's
-- address that another row already has) is left as it is, with a notice.
do $$
declare
  ws constant text := '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
  edge text := '^' || ws || '|' || ws || '$';
  r record;
begin
  for r in
    select id from public.contact_messages
    where first_name ~ edge or last_name ~ edge or email ~ edge or subject ~ edge or message ~ edge
  loop
    begin
      update public.contact_messages set first_name = first_name where id = r.id;
    exception when check_violation or not_null_violation then
      raise notice 'contact_messages row % left untrimmed: its trimmed values break a rule', r.id;
    end;
  end loop;
  for r in
    select id from public.newsletter_subscribers
    where email ~ edge or first_name ~ edge
  loop
    begin
      update public.newsletter_subscribers set email = email where id = r.id;
    exception when check_violation or unique_violation then
      raise notice 'newsletter_subscribers row % left untrimmed: its trimmed address breaks a rule', r.id;
    end;
  end loop;
end
$$;

-- The constraints, replaced. Added NOT VALID (they apply to every new or
-- changed row at once), then validated against the stored rows.
alter table public.contact_messages
  drop constraint if exists contact_messages_first_name_check,
  drop constraint if exists contact_messages_last_name_check,
  drop constraint if exists contact_messages_email_check,
  drop constraint if exists contact_messages_message_check;

alter table public.contact_messages
  add constraint contact_messages_first_name_check
    check (char_length(first_name) between 2 and 100
           and first_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$')
    not valid,
  add constraint contact_messages_last_name_check
    check (char_length(last_name) between 2 and 100
           and last_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$')
    not valid,
  add constraint contact_messages_email_check
    check (char_length(email) <= 254 and email = lower(email)
           and email ~ '^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$')
    not valid,
  add constraint contact_messages_message_check
    check (char_length(message) between 10 and 5000
           and message !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$')
    not valid;

alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_email_check,
  drop constraint if exists newsletter_subscribers_first_name_check;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_check
    check (char_length(email) <= 254 and email = lower(email)
           and email ~ '^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$')
    not valid,
  add constraint newsletter_subscribers_first_name_check
    check (first_name is null
           or (char_length(first_name) between 1 and 100
               and first_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'))
    not valid;

-- A stored row the new rules refuse (an address with whitespace inside, or a
-- duplicate once trimmed) cannot be corrected here without losing data: its
-- constraint then stays NOT VALID — enforced on every new or changed row —
-- and a notice names it, for an operator to correct the row and run
-- ALTER TABLE ... VALIDATE CONSTRAINT.
do $$
declare
  c record;
begin
  for c in
    select conrelid::regclass as tbl, conname
    from pg_constraint
    where conrelid in ('public.contact_messages'::regclass, 'public.newsletter_subscribers'::regclass)
      and conname in ('contact_messages_first_name_check', 'contact_messages_last_name_check',
                      'contact_messages_email_check', 'contact_messages_message_check',
                      'newsletter_subscribers_email_check', 'newsletter_subscribers_first_name_check')
      and not convalidated
  loop
    begin
      execute format('alter table %s validate constraint %I', c.tbl, c.conname);
    exception when check_violation then
      raise notice 'constraint % on % left NOT VALID: stored rows break it; correct them, then VALIDATE CONSTRAINT', c.conname, c.tbl;
    end;
  end loop;
end
$$;
