import { sql, type Kysely } from 'kysely';

/**
 * A reservation's change of state is announced on the `reservation_holds` channel, its payload
 * the site's slug, by a trigger: in the same transaction as the change, so PostgreSQL delivers it
 * to every listening replica exactly when the change commits, and never for one rolled back. No
 * statement of ours can move a reservation without it, and a replica that dies just after the
 * commit has announced it all the same. (The channel's name is RESERVATION_HOLDS_CHANNEL.) With
 * the embedded records nobody listens, and PostgreSQL drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function reservation_holds_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('reservation_holds', new.site);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger reservation_holds_changed
    after update of state on reservations
    for each row when (old.state is distinct from new.state)
    execute function reservation_holds_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger reservation_holds_changed on reservations`.execute(db);
  await sql`drop function reservation_holds_changed()`.execute(db);
}
