-- Access rules for a hosted Supabase project (or any PostgreSQL server that
-- has Supabase's roles). Where the anon role does not exist (PGlite, a plain
-- PostgreSQL server used by our own backend) this migration does nothing:
-- our backend enforces the same rules in its REST layer.
--
-- The anonymous role (and a signed-in user) may insert the columns the forms
-- send into the two tables, and read nothing back.

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'alter table public.contact_messages enable row level security';
    execute 'alter table public.newsletter_subscribers enable row level security';

    execute 'revoke all on table public.contact_messages from anon, authenticated';
    execute 'revoke all on table public.newsletter_subscribers from anon, authenticated';
    execute 'grant insert (first_name, last_name, email, subject, message) on table public.contact_messages to anon, authenticated';
    execute 'grant insert (email, first_name, confirmation_token) on table public.newsletter_subscribers to anon, authenticated';

    execute 'drop policy if exists contact_messages_insert on public.contact_messages';
    execute 'create policy contact_messages_insert on public.contact_messages for insert to anon, authenticated with check (true)';
    execute 'drop policy if exists newsletter_subscribers_insert on public.newsletter_subscribers';
    execute 'create policy newsletter_subscribers_insert on public.newsletter_subscribers for insert to anon, authenticated with check (true)';
  end if;
end
$$;
