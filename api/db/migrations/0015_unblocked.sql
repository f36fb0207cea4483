-- unblocked(blocker): true while blocker is null, otherwise raises SQLSTATE SHOP1 with the blocker as
-- its message. A write whose change is refused by some row (a cart that became an order) puts it in
-- its WHERE, so the refusal fails that statement and the statements pipelined behind it (the stored
-- answer, the COMMIT) roll back with it: the write needs no round trip of its own to learn it.
CREATE FUNCTION "unblocked"("blocker" text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	IF "blocker" IS NOT NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'SHOP1', MESSAGE = "blocker";
	END IF;
	RETURN true;
END
$$;
