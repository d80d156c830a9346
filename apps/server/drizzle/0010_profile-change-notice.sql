-- Every server may keep profile rows in memory (modules/profile/profile-cache.ts). The database
-- itself announces each change of a row, whoever makes it, on commit: every server listening on
-- lexora_profiles then drops that learner's row.
CREATE FUNCTION "lexora_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lexora_profiles', OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profile_changed" AFTER UPDATE OR DELETE ON "profile"
  FOR EACH ROW EXECUTE FUNCTION "lexora_profile_changed"();
