-- The contact form's honeypot (ADR 0008).
--
-- The form has a field named website that people never see and robots fill
-- in. The browser always sends it ('' normally). A message whose website is
-- not empty is discarded here, in the database, so that every path (the REST
-- endpoint, a hosted Supabase project, a hand-written insert) applies the same
-- rule, and the sender gets the same success answer as anybody else: nothing
-- tells a robot that it was caught. The column stores nothing: an empty value
-- becomes NULL.
--
-- Triggers of one table fire in name order: contact_messages_honeypot runs
-- before contact_messages_normalize, and a discarded row never reaches the
-- CHECK constraints, so a robot's invalid values do not turn into an error.

alter table public.contact_messages add column website text;

create function public.contact_messages_honeypot() returns trigger
language plpgsql as $$
begin
  if nullif(btrim(new.website), '') is not null then
    return null;
  end if;
  new.website := null;
  return new;
end;
$$;

create trigger contact_messages_honeypot
  before insert on public.contact_messages
  for each row execute function public.contact_messages_honeypot();

-- On a database with Supabase's roles (see 0003), the anonymous role may send the field.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'grant insert (website) on table public.contact_messages to anon, authenticated';
  end if;
end
$$;
