-- Cache invalidation (decision 038): every write that can change what a process keeps in memory
-- (a token's validity, an account's identities and children, a child's month of meals, a school's
-- calendar, settings and menus) announces it on the channel canteen_cache, in the transaction that
-- writes it, so the announcement goes out exactly when the write commits, whichever code path,
-- task or process made it. Payloads: token:<hash>, account:<id>, child:<id>, all.
CREATE FUNCTION canteen_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  col text := TG_ARGV[1];
BEGIN
  IF prefix = 'all' THEN
    PERFORM pg_notify('canteen_cache', 'all');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'SELECT count(pg_notify(''canteen_cache'', %L || '':'' || v)) FROM (SELECT DISTINCT %I::text AS v FROM new_rows WHERE %I IS NOT NULL) d',
      prefix, col, col);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'SELECT count(pg_notify(''canteen_cache'', %L || '':'' || v)) FROM (SELECT DISTINCT %I::text AS v FROM old_rows WHERE %I IS NOT NULL) d',
      prefix, col, col);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tokens_cache_update AFTER UPDATE ON tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('token', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER tokens_cache_delete AFTER DELETE ON tokens REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('token', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER accounts_cache_insert AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'id');
--> statement-breakpoint
CREATE TRIGGER accounts_cache_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'id');
--> statement-breakpoint
CREATE TRIGGER accounts_cache_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'id');
--> statement-breakpoint
CREATE TRIGGER associated_users_cache_insert AFTER INSERT ON associated_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER associated_users_cache_update AFTER UPDATE ON associated_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER associated_users_cache_delete AFTER DELETE ON associated_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER social_accounts_cache_insert AFTER INSERT ON social_accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER social_accounts_cache_update AFTER UPDATE ON social_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER social_accounts_cache_delete AFTER DELETE ON social_accounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER orders_cache_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER orders_cache_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER orders_cache_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER leaves_cache_insert AFTER INSERT ON leaves REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER leaves_cache_update AFTER UPDATE ON leaves REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER leaves_cache_delete AFTER DELETE ON leaves REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER meal_comments_cache_insert AFTER INSERT ON meal_comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER meal_comments_cache_update AFTER UPDATE ON meal_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER meal_comments_cache_delete AFTER DELETE ON meal_comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER order_days_cache_insert AFTER INSERT ON order_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('child', 'associated_user_id');
--> statement-breakpoint
CREATE TRIGGER order_days_cache_update AFTER UPDATE ON order_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('child', 'associated_user_id');
--> statement-breakpoint
CREATE TRIGGER order_days_cache_delete AFTER DELETE ON order_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('child', 'associated_user_id');
--> statement-breakpoint
CREATE TRIGGER units_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON units FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
--> statement-breakpoint
CREATE TRIGGER classes_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON classes FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
--> statement-breakpoint
CREATE TRIGGER grades_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grades FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
--> statement-breakpoint
CREATE TRIGGER school_calendar_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON school_calendar FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
--> statement-breakpoint
CREATE TRIGGER unit_dining_settings_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit_dining_settings FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
--> statement-breakpoint
CREATE TRIGGER menus_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION canteen_cache_notify('all', '');
